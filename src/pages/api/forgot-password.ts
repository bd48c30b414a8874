/**
 * POST /api/forgot-password {email} → 200 { message } for every address; a 1-hour reset link is mailed
 * to real ones. JSON only: /forgot-password without JavaScript posts to its page.
 */
import type { APIRoute } from 'astro';
import { authMessages, emailOnlySchema } from '@/lib/schemas/auth';
import { askForReset } from '@/server/auth/password-reset';
import { json } from '@/server/http/json';
import { readLimitedJson } from '@/server/http/limited-json';
import { limits } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const body = await readLimitedJson(context, limits.passwordReset, emailOnlySchema);
  if (!body.ok) return body.response;
  askForReset(context, body.data.email);
  return json({ message: authMessages.resetRequested });
};
