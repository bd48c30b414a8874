/**
 * POST /api/newsletter/subscribe {email} → 200 {message}. Same answer for new and existing
 * addresses; 400 for a missing/invalid address, 415/413 from readJson, 429 when rate limited.
 */
import type { APIRoute } from 'astro';
import { json, readJson } from '@/server/http/json';
import { subscribeSchema } from '@/server/newsletter/schema';
import { subscribeToNewsletter } from '@/server/newsletter/subscribe';
import { limitRequest, limits } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const limited = limitRequest(context, limits.newsletter);
  if (limited) return limited;
  const parsed = await readJson(context.request, subscribeSchema);
  if (!parsed.ok) return parsed.response;
  return json(subscribeToNewsletter({ email: parsed.data.email }));
};
