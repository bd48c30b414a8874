/**
 * POST /api/newsletter/subscribe {email} → 200 {message}: a confirmation link is mailed (double
 * opt-in; the address is subscribed once it is clicked). Same answer for new, waiting and subscribed
 * addresses; 400 for a missing/invalid address, 415/413 from readJson, 429 when rate limited.
 */
import type { APIRoute } from 'astro';
import { json } from '@/server/http/json';
import { readLimitedJson } from '@/server/http/limited-json';
import { subscribeSchema } from '@/lib/schemas/newsletter';
import { subscribeToNewsletter } from '@/server/newsletter/subscribe';
import { limits } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const parsed = await readLimitedJson(context, limits.newsletter, subscribeSchema);
  if (!parsed.ok) return parsed.response;
  return json(subscribeToNewsletter({ email: parsed.data.email }));
};
