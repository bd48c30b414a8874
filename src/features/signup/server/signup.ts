/**
 * The signup/claim form's submission, shared by the island (JSON, POST /api/business-signup) and the
 * page's own no-JavaScript form post. Order: register, log in, claim (claim mode),
 * then the listing is saved on the server and, for Premium, handed over to checkout.
 */
import type { AstroCookies } from 'astro';
import type { SignupInput, SignupListingInput } from '#src/features/listings/business.schema.ts';
import type { ClaimModeInput } from '#src/features/claims/claims.schema.ts';
import { registerOrSignIn } from '#src/features/accounts/server/accounts.ts';
import { toLocalsUser } from '#src/features/accounts/server/middleware.ts';
import { passwordProblem } from '#src/features/accounts/server/password-policy.ts';
import { setSessionCookie } from '#src/features/accounts/server/session.ts';
import { findUserById } from '#src/features/accounts/server/users.queries.ts';
import { startCheckout } from '#src/features/payments/server/checkout.ts';
import { premiumCheckoutAvailable } from '#src/features/payments/server/config.ts';
import { createListing, type Actor } from '#src/features/listings/server/businesses.ts';
import { claimPath } from '#src/features/claims/server/emails.ts';
import { openClaim } from '#src/features/claims/server/claims.ts';
import { saveClaimDraft } from '#src/features/claims/server/drafts.ts';
import { maskEmail } from '#src/features/claims/server/views.ts';
import { errorText, logger } from '#src/platform/server/log.ts';
import type { Failure } from '#src/platform/server/failure.ts';

export type SignupOutcome =
  | { ok: true; businessId: number; claimed: boolean; redirectTo: string; title: string; message: string }
  | CheckEmailOutcome
  | (Failure & { title: string; signedIn: boolean });

export const signupTexts = {
  /** Nothing is paid yet when the browser leaves for checkout, so no 'Success!' here. */
  saved: { title: 'Listing saved', redirecting: 'Redirecting to payment...' },
  received: 'Thank you! Your listing has been submitted and will be reviewed before it goes live.',
  loginHint: 'If you already have an account with this email address, log in first and then add your business.',
  paymentError: 'Payment Error',
  premiumUnavailable: 'Payments are not configured. Premium listings are unavailable right now: choose the free listing.',
} as const;

/**
 * The one answer an anonymous signup gets unless the password opened an existing account: the same
 * for a new address and a taken one, so it names no listing and sets no session.
 */
interface CheckEmailOutcome {
  ok: true;
  checkEmail: true;
  redirectTo: string;
  title: string;
  message: string;
}

export const checkEmailTexts = {
  title: 'Check your email',
  message:
    'We sent a message to the address you entered. Open the link in it to confirm your email: you are then signed in. For a Premium listing the link takes you straight to its payment page; nothing is charged before you pay there.',
} as const;

const checkEmail: CheckEmailOutcome = {
  ok: true,
  checkEmail: true,
  redirectTo: '/business-signup?sent=1',
  title: checkEmailTexts.title,
  message: checkEmailTexts.message,
};

/** Where the confirmation is shown (for the owner of that listing only). */
const confirmationPath = (id: number) => `/business-signup?submitted=${id}`;

interface SignupContext {
  user: Actor | null;
  cookies: AstroCookies;
  ip: string | null;
}

const claimTexts = {
  started: 'Claim started',
  codeSent: (to: string) => `We sent a 6-digit code to ${to}. Enter it to confirm you run this business.`,
  review: 'Your claim is waiting for review. We will email you as soon as an admin decides.',
} as const;

/**
 * Claim mode: opens a pending claim and goes to its page; the listing is not touched
 * and payment only follows approval. An anonymous visitor gets here only by signing in with an
 * existing account; a new account confirms its e-mail first (the check-email answer).
 */
function startClaim(input: ClaimModeInput, actor: Actor, ip: string | null): SignupOutcome {
  const result = openClaim(actor, input, ip);
  if (!result.ok) return { ok: false, status: result.status, title: 'Claiming Failed', error: result.error, signedIn: true };
  const { claim } = result;
  return {
    ok: true,
    businessId: claim.businessId,
    claimed: false,
    redirectTo: claimPath(claim.id),
    title: claimTexts.started,
    message: claim.method === 'email' ? claimTexts.codeSent(maskEmail(claim.codeSentTo) ?? '') : claimTexts.review,
  };
}

export async function submitSignup(
  input: SignupInput | SignupListingInput | ClaimModeInput,
  context: SignupContext,
): Promise<SignupOutcome> {
  // Refused before anything is created: no account, no listing for a premium that cannot be paid.
  if ('plan' in input && input.plan === 'premium' && !premiumCheckoutAvailable())
    return {
      ok: false,
      status: 503,
      title: signupTexts.paymentError,
      error: signupTexts.premiumUnavailable,
      signedIn: context.user !== null,
    };
  let actor = context.user;
  if (!actor) {
    const typed = input as SignupInput;
    const problem = passwordProblem(typed.password);
    if (problem)
      return {
        ok: false,
        status: 400,
        title: 'Registration failed',
        error: problem,
        errors: { password: [problem] },
        signedIn: false,
      };
    const account = await registerOrSignIn(typed, context.ip);
    if (account.state === 'created' && input.mode !== 'claim')
      createListing(toLocalsUser(account.user), { ...input, email: input.businessEmail, hours: null }, context.ip);
    // A claim needs a verified address: it waits and opens when the mailed link is used.
    if (account.state === 'created' && input.mode === 'claim') saveClaimDraft(account.user.id, input);
    if (account.state !== 'signed-in') return checkEmail;
    const { session } = account;
    setSessionCookie(context.cookies, session.token, session.expiresAt);
    actor = toLocalsUser(findUserById({ id: session.user.id }) ?? session.user);
  }
  if (input.mode === 'claim') return startClaim(input, actor, context.ip);

  const business = createListing(actor, { ...input, email: input.businessEmail, hours: null }, context.ip);
  return finish(actor, business.id, input);
}

async function finish(actor: Actor, businessId: number, input: SignupListingInput): Promise<SignupOutcome> {
  const claimed = false;
  const title = input.plan === 'free' ? 'Success!' : signupTexts.saved.title;
  if (input.plan === 'free')
    return { ok: true, businessId, claimed, redirectTo: confirmationPath(businessId), title, message: signupTexts.received };
  try {
    const checkout = await startCheckout({ businessId, userId: actor.id, subscriptionType: input.subscriptionType });
    return { ok: true, businessId, claimed, redirectTo: checkout.checkoutUrl, title, message: signupTexts.saved.redirecting };
  } catch (error) {
    logger.error({ businessId, err: errorText(error) }, '[signup] checkout failed');
    return {
      ok: false,
      status: 502,
      title: signupTexts.paymentError,
      error: 'Payment setup failed. Please try again.',
      signedIn: true,
    };
  }
}
