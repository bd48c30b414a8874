/**
 * POST /api/reset-password {token, password, confirmPassword?} → 200 { message }; 400 for a bad link
 * or a weak password. Success signs the user out everywhere (every session of theirs is deleted).
 */
import type { APIRoute } from 'astro';
import { authMessages, resetPasswordSchema } from '@/lib/schemas/auth';
import { resetPassword } from '@/server/auth/accounts';
import { errorMessage, isFormPost, readBody, readTextLimited } from '@/server/auth/body';
import { setFlash } from '@/server/auth/flash';
import { passwordProblem } from '@/server/auth/password-policy';
import { deleteSessionCookie } from '@/server/auth/session';
import { json, jsonError } from '@/server/http/json';
import { clientIp, limitRequest, limits } from '@/server/security/rate-limit';

export const prerender = false;

async function tokenOf(request: Request): Promise<string> {
  const value = new URLSearchParams((await readTextLimited(request)) ?? '').get('token') ?? '';
  return /^[a-z2-7]{1,128}$/.test(value) ? value : '';
}

export const POST: APIRoute = async (context) => {
  const form = isFormPost(context.request);
  let token = '';
  const fail = async (response: Response) => {
    if (!form) return response;
    setFlash(context.cookies, { title: 'Error', description: await errorMessage(response), variant: 'destructive' });
    return context.redirect(token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password', 303);
  };
  const limited = limitRequest(context, limits.passwordReset);
  if (limited) return fail(limited);
  // A form post that fails validation goes back to the same link, so keep a copy to read the token from.
  const copy = form ? context.request.clone() : null;
  const body = await readBody(context.request, resetPasswordSchema);
  if (!body.ok) {
    if (copy) token = await tokenOf(copy);
    return fail(body.response);
  }
  token = body.data.token;
  const problem = passwordProblem(body.data.password);
  if (problem) return fail(jsonError(400, problem, { password: [problem] }));

  const result = await resetPassword(body.data.token, body.data.password, clientIp(context));
  if (!result.ok) return fail(jsonError(400, 'This password reset link is invalid or has expired.'));
  deleteSessionCookie(context.cookies);
  if (form) {
    setFlash(context.cookies, { title: 'Password updated', description: authMessages.passwordReset });
    return context.redirect('/login', 303);
  }
  return json({ message: authMessages.passwordReset });
};
