/** POST /api/forgot-password {email} → 200 { message } for every address; a 1-hour reset link is mailed to real ones. */
import type { APIRoute } from 'astro';
import { authMessages, emailOnlySchema } from '@/lib/schemas/auth';
import { requestPasswordReset } from '@/server/auth/accounts';
import { errorMessage, isFormPost, readBody } from '@/server/auth/body';
import { afterResponse } from '@/server/auth/background';
import { setFlash } from '@/server/auth/flash';
import { json } from '@/server/http/json';
import { clientIp, limitRequest, limits } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const form = isFormPost(context.request);
  const fail = async (response: Response) => {
    if (!form) return response;
    setFlash(context.cookies, { title: 'Error', description: await errorMessage(response), variant: 'destructive' });
    return context.redirect('/forgot-password', 303);
  };
  const limited = limitRequest(context, limits.passwordReset);
  if (limited) return fail(limited);
  const body = await readBody(context.request, emailOnlySchema);
  if (!body.ok) return fail(body.response);

  const ip = clientIp(context);
  afterResponse('password reset request', () => requestPasswordReset(body.data.email, ip));
  if (form) {
    setFlash(context.cookies, { title: 'Check your email', description: authMessages.resetRequested });
    return context.redirect('/forgot-password?sent=1', 303);
  }
  return json({ message: authMessages.resetRequested });
};
