/**
 * POST /api/reset-password {token, password, confirmPassword?} → 200 { message }; 400 for a bad link
 * or a weak password. Success signs the user out everywhere (every session of theirs is deleted).
 * JSON only: /reset-password without JavaScript posts to its page.
 */
import type { APIRoute } from 'astro';
import { authMessages, resetPasswordSchema } from '#src/features/accounts/auth.schema.ts';
import { completeReset } from '#src/features/accounts/server/password-reset.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { readLimitedJson } from '#src/platform/server/http/limited-json.ts';
import { limits } from '#src/platform/server/security/rate-limit.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const body = await readLimitedJson(context, limits.passwordReset, resetPasswordSchema);
  if (!body.ok) return body.response;
  const outcome = await completeReset(context, body.data);
  if (!outcome.ok) return jsonError(outcome);
  return json({ message: authMessages.passwordReset });
};
