/**
 * POST /api/reset-password {token, password, confirmPassword?} → 200 { message }; 400 for a bad link
 * or a weak password. Success signs the user out everywhere (every session of theirs is deleted).
 * JSON only: /reset-password without JavaScript posts to its page.
 */
import type { APIRoute } from 'astro';
import { authMessages, resetPasswordSchema } from '@/lib/schemas/auth';
import { completeReset } from '@/server/auth/password-reset';
import { json, jsonError } from '@/server/http/json';
import { readLimitedJson } from '@/server/http/limited-json';
import { limits } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const body = await readLimitedJson(context, limits.passwordReset, resetPasswordSchema);
  if (!body.ok) return body.response;
  const outcome = await completeReset(context, body.data);
  if (!outcome.ok) return jsonError(outcome);
  return json({ message: authMessages.passwordReset });
};
