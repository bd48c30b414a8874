/**
 * POST /api/newsletter/subscribe {email} → 200 {message}. Same answer for new and existing
 * addresses; 400 for a missing/invalid address, 415/413 from readJson, 429 when rate limited.
 */
import type { APIRoute } from 'astro';
import { json, jsonError, readJson } from '@/server/http/json';
import { consumeNewsletterToken } from '@/server/newsletter/rate-limit';
import { subscribeSchema } from '@/server/newsletter/schema';
import { subscribeToNewsletter } from '@/server/newsletter/subscribe';
import { requestIp } from '@/server/newsletter/request-ip';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const limit = consumeNewsletterToken(requestIp(context));
  if (!limit.ok) {
    return jsonError(429, 'Too many requests. Please try again later.', undefined, {
      'Retry-After': String(limit.retryAfterSeconds),
    });
  }
  const parsed = await readJson(context.request, subscribeSchema);
  if (!parsed.ok) return parsed.response;
  return json(subscribeToNewsletter({ email: parsed.data.email }));
};
