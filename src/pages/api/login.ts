/**
 * POST /api/login {email|username, password} → { user, redirectTo } and a new session cookie.
 * Also accepts the /login form posted without JavaScript (then answers with a redirect).
 * GET /api/login → /login?next=… (where the spec sends logged-out visitors).
 */
import type { APIRoute } from 'astro';
import { loginSchema } from '@/lib/schemas/auth';
import { signIn, toPublicUser } from '@/server/auth/accounts';
import { errorMessage, isFormPost, readBody } from '@/server/auth/body';
import { setFlash } from '@/server/auth/flash';
import { afterLogin, loginUrl } from '@/server/auth/redirects';
import { invalidateSession, setSessionCookie } from '@/server/auth/session';
import { json, jsonError } from '@/server/http/json';
import { clientIp, limitRequest, limits, tooManyRequests } from '@/server/security/rate-limit';

export const prerender = false;

export const GET: APIRoute = ({ url, redirect }) => redirect(loginUrl(url.searchParams.get('next')), 302);

export const POST: APIRoute = async (context) => {
  const form = isFormPost(context.request);
  const next = context.url.searchParams.get('next');
  const answer = async (response: Response): Promise<Response> => {
    if (!form) return response;
    setFlash(context.cookies, { title: 'Login Failed', description: await errorMessage(response), variant: 'destructive' });
    return context.redirect(loginUrl(next), 303);
  };

  const limited = limitRequest(context, limits.login);
  if (limited) return answer(limited);
  const body = await readBody(context.request, loginSchema);
  if (!body.ok) return answer(body.response);

  const result = await signIn(body.data.email, body.data.password, clientIp(context));
  if (!result.ok) {
    return answer(
      result.reason === 'locked' ? tooManyRequests(result.retryAfterSeconds) : jsonError(401, 'Invalid email or password'),
    );
  }
  // A fresh session on every sign-in; whatever session the browser had before is ended.
  if (context.locals.session) invalidateSession(context.locals.session.id);
  setSessionCookie(context.cookies, result.token, result.expiresAt);
  const redirectTo = afterLogin(result.user.role, next);
  if (form) {
    setFlash(context.cookies, { title: 'Welcome back!', description: 'You have successfully logged in.' });
    return context.redirect(redirectTo, 303);
  }
  return json({ user: toPublicUser(result.user), redirectTo });
};
