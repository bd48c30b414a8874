/**
 * E-mail verification, shared by the JSON endpoints (POST /api/verify-email, /api/resend-verification)
 * and the /verify-email page's own no-JavaScript posts (src/platform/server/forms/page-form.ts): the link page's
 * button (which names the account) and the "Send a new verification link" form (`?form=resend`).
 */
import type { APIContext } from 'astro';
import type { z } from 'zod';
import { authMessages, verifyEmailSchema } from '#src/features/accounts/auth.schema.ts';
import { describeVerificationLink, resendVerification, signInByVerification, verifyEmailToken } from './accounts.ts';
import { linkRequestForm, type LinkRequest } from './link-request.ts';
import { safeNext } from './redirects.ts';
import { setSessionCookie } from './session.ts';
import { openClaimDraft } from '#src/features/claims/server/drafts.ts';
import { checkoutAfterVerification } from '#src/features/payments/server/checkout-after-verification.ts';
import { handlePageForm, type FormPage, type PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import type { Outcome } from '#src/platform/server/failure.ts';
import { clientIp, limits } from '#src/platform/server/security/rate-limit.ts';

type Context = Pick<APIContext, 'cookies' | 'locals' | 'clientAddress'>;

/**
 * A first verification signs in a visitor who is not signed in (the signup journey continues from the
 * mail). Only ever called for a POST: the page's button, which says whose account it is;
 * opening the link (GET) never gets here.
 */
export function verifyEmail(
  context: Context,
  token: string,
): Outcome<{ state: 'verified' | 'already'; signedIn: boolean; claimId: number | null; userId: number }, 400> {
  const ip = clientIp(context);
  const result = verifyEmailToken(token, ip);
  if (!result.ok) return result;
  const signedIn = result.state === 'verified' && !context.locals.user;
  if (signedIn) {
    const session = signInByVerification(result.user, ip);
    setSessionCookie(context.cookies, session.token, session.expiresAt);
  }
  // A claim chosen at signup before the account existed opens now that the address is proven.
  const claim = result.state === 'verified' ? openClaimDraft(result.user, ip) : null;
  return { ok: true, state: result.state, signedIn, claimId: claim?.ok ? claim.claim.id : null, userId: result.user.id };
}

/** A new verification link: the same answer for every address. */
export const verificationLinkRequest: LinkRequest = {
  limit: limits.resendVerification,
  job: 'verification resend',
  send: resendVerification,
  message: authMessages.resendRequested,
};

/**
 * Where a verification continues, when signed in as that account: the claim it opened, else the checkout of
 * the premium listing saved at signup (the owner chose to pay), else `next` (same-site, e.g. the review form).
 */
export async function continueAfterVerification(
  outcome: ReturnType<typeof verifyEmail>,
  userId: number | null,
  next: string | null,
  sameAccount: boolean,
): Promise<string | null> {
  if (!outcome.ok || outcome.state !== 'verified' || !(outcome.signedIn || sameAccount)) return null;
  if (outcome.claimId !== null) return `/claims/${outcome.claimId}`;
  return (userId !== null ? await checkoutAfterVerification(userId) : null) ?? next;
}

const verifiedFlash = { title: 'Email Verified!', description: 'Your email has been successfully verified!' };

const verifyForm = (context: Context, next: string | null): PageFormSpec<z.infer<typeof verifyEmailSchema>> => ({
  schema: verifyEmailSchema,
  act: async ({ token }) => {
    // Signed in as the very account the link verifies: continuing there is continuing as oneself.
    const link = context.locals.user ? describeVerificationLink(token) : null;
    const sameAccount = link?.state === 'confirm' && link.email === context.locals.user?.email.toLowerCase();
    const outcome = verifyEmail(context, token);
    const onward = await continueAfterVerification(outcome, outcome.ok ? outcome.userId : null, next, sameAccount);
    if (onward) return { ok: true, redirectTo: onward, flash: verifiedFlash };
    return { ok: true, redirectTo: `/verify-email?result=${outcome.ok ? outcome.state : 'failed'}` };
  },
});

/** `next`: the page the form was on (the review form asks for a new link), where the flash is then shown. */
const resendForm = (context: Context, next: string | null) =>
  linkRequestForm(context, verificationLinkRequest, next ?? '/verify-email?result=failed');

/** Which of the page's two forms was posted: the resend form says so in its action (`?form=resend`). */
export function handleVerificationPageForm(page: FormPage & Context & Pick<APIContext, 'url'>) {
  const next = safeNext(page.url.searchParams.get('next'));
  return page.url.searchParams.get('form') === 'resend'
    ? handlePageForm(page, resendForm(page, next))
    : handlePageForm(page, verifyForm(page, next));
}
