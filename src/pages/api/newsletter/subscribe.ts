/**
 * POST /api/newsletter/subscribe {email} → 200 {message}: a confirmation link is mailed (double
 * opt-in; the address is subscribed once it is clicked). Same answer for new, waiting and subscribed
 * addresses; 400 for a missing/invalid address, 415/413 from readJson, 429 when rate limited.
 */
import type { APIRoute } from 'astro';
import { json } from '#src/platform/server/http/json.ts';
import { readLimitedJson } from '#src/platform/server/http/limited-json.ts';
import { subscribeSchema } from '#src/features/newsletter/newsletter.schema.ts';
import { subscribeToNewsletter } from '#src/features/newsletter/server/subscribe.ts';
import { limits } from '#src/platform/server/security/rate-limit.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const parsed = await readLimitedJson(context, limits.newsletter, subscribeSchema);
  if (!parsed.ok) return parsed.response;
  return json(subscribeToNewsletter({ email: parsed.data.email }));
};
