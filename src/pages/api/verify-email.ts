/**
 * POST /api/verify-email {token} → { message, alreadyVerified?, signedIn?, claim?: {id}, checkoutUrl? }; 400 for an unknown or expired link.
 * A first verification signs in a visitor who is not signed in (the signup journey continues from
 * the mailed link). The page calls this only when its button is pressed, never on load
 * (the button names the account). JSON only: without JavaScript the button posts to /verify-email.
 */
import type { APIRoute } from 'astro';
import { verifyEmailSchema } from '#src/features/accounts/auth.schema.ts';
import { continueAfterVerification, verifyEmail } from '#src/features/accounts/server/email-verification.ts';
import { json, jsonError, readJson } from '#src/platform/server/http/json.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const body = await readJson(context.request, verifyEmailSchema);
  if (!body.ok) return body.response;
  const outcome = verifyEmail(context, body.data.token);
  if (!outcome.ok) return jsonError(outcome);
  const { state, signedIn, claimId } = outcome;
  // `claim`: the claim chosen at signup before the account existed, opened now. `checkoutUrl`: the
  // checkout of the premium listing saved at signup, started now (a new account's only continuation).
  if (state === 'verified') {
    const onward = claimId
      ? null
      : await continueAfterVerification(outcome, outcome.userId, null, context.locals.user?.id === outcome.userId);
    return json({
      message: 'Your email has been successfully verified!',
      signedIn,
      ...(claimId ? { claim: { id: claimId } } : {}),
      ...(onward ? { checkoutUrl: onward } : {}),
    });
  }
  return json({ message: 'Your email is already verified', alreadyVerified: true });
};
