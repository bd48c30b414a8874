/**
 * POST /api/claims/{id}/resend (the claimant only): a new code to the business e-mail on file; the old
 * one stops working. JSON only: the claim page's "Send a New Code" form posts to /claims/{id}?form=resend.
 */
import { claimCodeRoute } from '#src/features/claims/server/code-route.ts';
import { resendClaimCode } from '#src/features/claims/server/claims.ts';

export const prerender = false;

export const POST = claimCodeRoute(({ user, id }) => resendClaimCode(user, id));
