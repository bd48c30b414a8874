/**
 * POST /api/verify-email {token} → { message, alreadyVerified?, signedIn? }; 400 for an unknown or expired link.
 * A first verification signs in a visitor who is not signed in (the signup journey continues from
 * the mailed link, issue 12 F7).
 * The /verify-email page posts here (JSON from the island, a form without JavaScript).
 */
import type { APIRoute } from 'astro';
import { verifyEmailSchema } from '@/lib/schemas/auth';
import { signInByVerification, verifyEmailToken } from '@/server/auth/accounts';
import { setSessionCookie } from '@/server/auth/session';
import { isFormPost, readBody } from '@/server/auth/body';
import { json, jsonError } from '@/server/http/json';
import { clientIp } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const form = isFormPost(context.request);
  const body = await readBody(context.request, verifyEmailSchema);
  if (!body.ok) return form ? context.redirect('/verify-email?result=failed', 303) : body.response;

  const ip = clientIp(context);
  const result = verifyEmailToken(body.data.token, ip);
  const signIn = result.state === 'verified' && !context.locals.user;
  if (signIn) {
    const session = signInByVerification(result.user, ip);
    setSessionCookie(context.cookies, session.token, session.expiresAt);
  }
  if (form) return context.redirect(`/verify-email?result=${result.state === 'invalid' ? 'failed' : result.state}`, 303);
  if (result.state === 'verified') return json({ message: 'Your email has been successfully verified!', signedIn: signIn });
  if (result.state === 'already') return json({ message: 'Your email is already verified', alreadyVerified: true });
  return jsonError(400, 'This verification link is invalid or has expired.');
};
