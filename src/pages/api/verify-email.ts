/**
 * POST /api/verify-email {token} → { message, alreadyVerified? }; 400 for an unknown or expired link.
 * The /verify-email page posts here (JSON from the island, a form without JavaScript).
 */
import type { APIRoute } from 'astro';
import { verifyEmailSchema } from '@/lib/schemas/auth';
import { verifyEmailToken } from '@/server/auth/accounts';
import { isFormPost, readBody } from '@/server/auth/body';
import { json, jsonError } from '@/server/http/json';
import { clientIp } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const form = isFormPost(context.request);
  const body = await readBody(context.request, verifyEmailSchema);
  if (!body.ok) return form ? context.redirect('/verify-email?result=failed', 303) : body.response;

  const result = verifyEmailToken(body.data.token, clientIp(context));
  if (form) return context.redirect(`/verify-email?result=${result.state === 'invalid' ? 'failed' : result.state}`, 303);
  if (result.state === 'verified') return json({ message: 'Your email has been successfully verified!' });
  if (result.state === 'already') return json({ message: 'Your email is already verified', alreadyVerified: true });
  return jsonError(400, 'This verification link is invalid or has expired.');
};
