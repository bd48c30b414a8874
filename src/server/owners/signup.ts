/**
 * The signup/claim form's submission, shared by the island (JSON, POST /api/business-signup) and the
 * page's own no-JavaScript form post. Order as in the spec (§4): register, log in, claim (claim mode),
 * then the listing is saved on the server and, for Premium, handed over to checkout.
 */
import type { AstroCookies } from 'astro';
import type { SignupInput, SignupListingInput } from '@/lib/schemas/business';
import { registerAccount, signIn } from '@/server/auth/accounts';
import { toLocalsUser } from '@/server/auth/middleware';
import { passwordProblem } from '@/server/auth/password-policy';
import { setSessionCookie } from '@/server/auth/session';
import { findUserById } from '@/server/db/queries/users';
import { premiumCheckoutAvailable } from '@/server/payments/config';
import { claimListing, createListing, updateListing, type Actor } from './businesses';
import { CHECKOUT_UNAVAILABLE, handOverToCheckout } from './checkout-handoff';

export type SignupOutcome =
  | { ok: true; businessId: number; claimed: boolean; redirectTo: string; title: string; message: string }
  | { ok: false; status: number; title: string; error: string; errors?: Record<string, string[]>; signedIn: boolean };

export const signupTexts = {
  claimed: { title: 'Business Claimed Successfully', redirecting: 'Redirecting to payment...' },
  received: 'Thank you! Your listing has been submitted and will be reviewed before it goes live.',
  loginFailed: 'Login after registration failed',
  loginHint: 'If you already have an account with this email address, log in first and then add your business.',
  paymentError: 'Payment Error',
  premiumUnavailable: 'Payments are not configured. Premium listings are unavailable right now: choose the free listing.',
} as const;

/** Where the confirmation is shown (for the owner of that listing only). */
export const confirmationPath = (id: number, extra = '') => `/business-signup?submitted=${id}${extra}`;

interface SignupContext {
  user: Actor | null;
  cookies: AstroCookies;
  ip: string | null;
}

export async function submitSignup(input: SignupInput | SignupListingInput, context: SignupContext): Promise<SignupOutcome> {
  // Refused before anything is created: no account, no listing for a premium that cannot be paid.
  if (input.plan === 'premium' && !premiumCheckoutAvailable())
    return {
      ok: false,
      status: 503,
      title: signupTexts.paymentError,
      error: signupTexts.premiumUnavailable,
      signedIn: context.user !== null,
    };
  let actor = context.user;
  if (!actor) {
    const account = input as SignupInput;
    const problem = passwordProblem(account.password);
    if (problem)
      return {
        ok: false,
        status: 400,
        title: 'Registration failed',
        error: problem,
        errors: { password: [problem] },
        signedIn: false,
      };
    await registerAccount(account, context.ip);
    const session = await signIn(account.email, account.password, context.ip);
    if (!session.ok)
      return {
        ok: false,
        status: 401,
        title: signupTexts.loginFailed,
        error: `${signupTexts.loginFailed}. ${signupTexts.loginHint}`,
        signedIn: false,
      };
    setSessionCookie(context.cookies, session.token, session.expiresAt);
    actor = toLocalsUser(findUserById({ id: session.user.id }) ?? session.user);
  }

  if (input.mode === 'claim') {
    const claim = claimListing(actor, input.businessId!, context.ip);
    if (!claim.ok) return { ok: false, status: claim.status, title: 'Claiming Failed', error: claim.error, signedIn: true };
    // Name and category are locked in claim mode; the other fields are the new owner's first edit.
    updateListing(
      actor,
      claim.business.id,
      { description: input.description, address: input.address, phone: input.phone, website: input.website },
      context.ip,
    );
    return finish(actor, claim.business.id, input, true);
  }

  const business = createListing(actor, { ...input, email: null, hours: null }, context.ip);
  return finish(actor, business.id, input, false);
}

async function finish(actor: Actor, businessId: number, input: SignupListingInput, claimed: boolean): Promise<SignupOutcome> {
  const title = claimed ? signupTexts.claimed.title : 'Success!';
  if (input.plan === 'free')
    return { ok: true, businessId, claimed, redirectTo: confirmationPath(businessId), title, message: signupTexts.received };
  try {
    const checkout = await handOverToCheckout({ businessId, userId: actor.id, subscriptionType: input.subscriptionType });
    if (!checkout)
      return {
        ok: true,
        businessId,
        claimed,
        redirectTo: confirmationPath(businessId, '&checkout=unavailable'),
        title,
        message: CHECKOUT_UNAVAILABLE,
      };
    return { ok: true, businessId, claimed, redirectTo: checkout.checkoutUrl, title, message: signupTexts.claimed.redirecting };
  } catch (error) {
    console.error('[signup] checkout failed:', error instanceof Error ? error.message : error);
    return {
      ok: false,
      status: 502,
      title: signupTexts.paymentError,
      error: 'Payment setup failed. Please try again.',
      signedIn: true,
    };
  }
}
