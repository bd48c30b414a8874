/**
 * E-mail verification, shared by the JSON endpoints (POST /api/verify-email, /api/resend-verification)
 * and the /verify-email page's own no-JavaScript posts (src/server/forms/page-form.ts): the link page's
 * button (which names the account, issue 34 N7) and the "Send a new verification link" form (`?form=resend`).
 */
import type { APIContext } from 'astro';
import type { z } from 'zod';
import { authMessages, emailOnlySchema, verifyEmailSchema } from '@/lib/schemas/auth';
import { resendVerification, signInByVerification, verifyEmailToken } from '@/server/auth/accounts';
import { afterResponse } from '@/server/auth/background';
import { setSessionCookie } from '@/server/auth/session';
import { handlePageForm, type FormPage, type PageFormSpec } from '@/server/forms/page-form';
import { clientIp, limits } from '@/server/security/rate-limit';

type Context = Pick<APIContext, 'cookies' | 'locals' | 'clientAddress'>;

/**
 * A first verification signs in a visitor who is not signed in (the signup journey continues from the
 * mail, issue 12 F7). Only ever called for a POST: the page's button, which says whose account it is
 * (issue 34 N7); opening the link (GET) never gets here.
 */
export function verifyEmail(context: Context, token: string): { state: 'verified' | 'already' | 'invalid'; signedIn: boolean } {
  const ip = clientIp(context);
  const result = verifyEmailToken(token, ip);
  const signedIn = result.state === 'verified' && !context.locals.user;
  if (signedIn) {
    const session = signInByVerification(result.user, ip);
    setSessionCookie(context.cookies, session.token, session.expiresAt);
  }
  return { state: result.state, signedIn };
}

/** The same answer for every address; the mail goes out after the response (no timing leak). */
export function askForVerificationLink(context: Pick<APIContext, 'clientAddress'>, email: string): void {
  const ip = clientIp(context);
  afterResponse('verification resend', () => resendVerification(email, ip));
}

const verifyForm = (context: Context): PageFormSpec<z.infer<typeof verifyEmailSchema>> => ({
  schema: verifyEmailSchema,
  act: ({ token }) => {
    const { state } = verifyEmail(context, token);
    return { ok: true, redirectTo: `/verify-email?result=${state === 'invalid' ? 'failed' : state}` };
  },
});

const resendForm = (context: Context): PageFormSpec<z.infer<typeof emailOnlySchema>> => ({
  schema: emailOnlySchema,
  limit: limits.resendVerification,
  act: ({ email }) => {
    askForVerificationLink(context, email);
    return {
      ok: true,
      redirectTo: '/verify-email?result=failed',
      flash: { title: 'Check your email', description: authMessages.resendRequested },
    };
  },
});

/** Which of the page's two forms was posted: the resend form says so in its action (`?form=resend`). */
export function handleVerificationPageForm(page: FormPage & Context & Pick<APIContext, 'url'>) {
  return page.url.searchParams.get('form') === 'resend'
    ? handlePageForm(page, resendForm(page))
    : handlePageForm(page, verifyForm(page));
}
