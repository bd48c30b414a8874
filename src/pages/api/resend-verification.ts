/**
 * POST /api/resend-verification {email} → 200 { message }, the same for every address.
 * The verification page's "send a new link" form posts here too (then: redirect + flash).
 */
import type { APIRoute } from 'astro';
import { authMessages, emailOnlySchema } from '@/lib/schemas/auth';
import { resendVerification } from '@/server/auth/accounts';
import { errorMessage, isFormPost, readBody } from '@/server/auth/body';
import { afterResponse } from '@/server/auth/background';
import { setFlash } from '@/server/auth/flash';
import { json } from '@/server/http/json';
import { clientIp, limitRequest, limits } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const form = isFormPost(context.request);
  const answer = async (response: Response | null) => {
    if (!form) return response ?? json({ message: authMessages.resendRequested });
    setFlash(
      context.cookies,
      response
        ? { title: 'Error', description: await errorMessage(response), variant: 'destructive' }
        : { title: 'Check your email', description: authMessages.resendRequested },
    );
    return context.redirect('/verify-email?result=failed', 303);
  };
  const limited = limitRequest(context, limits.resendVerification);
  if (limited) return answer(limited);
  const body = await readBody(context.request, emailOnlySchema);
  if (!body.ok) return answer(body.response);
  const ip = clientIp(context);
  afterResponse('verification resend', () => resendVerification(body.data.email, ip));
  return answer(null);
};
