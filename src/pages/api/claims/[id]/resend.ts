/** POST /api/claims/{id}/resend (the claimant only): a new code to the business e-mail on file; the old one stops working. */
import type { APIRoute } from 'astro';
import { requireUser } from '@/server/auth/guards';
import { answerFormOrJson } from '@/server/http/form-answer';
import { json, jsonError } from '@/server/http/json';
import { claimPath } from '@/server/owners/claim-emails';
import { claimPageTexts } from '@/server/owners/claim-page';
import { resendClaimCode } from '@/server/owners/claims';
import { toClaimView } from '@/server/owners/claim-views';
import { routeId } from '@/server/owners/http';
import { limitRequest, limits } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const id = routeId(context, 'claim');
  if (id instanceof Response) return id;
  const answer = (response: Response) =>
    answerFormOrJson(context, response, {
      back: claimPath(id),
      success: claimPageTexts.resent,
      failureTitle: claimPageTexts.failureTitle,
    });
  const limited = limitRequest(context, limits.claimCode);
  if (limited) return answer(limited);
  const result = resendClaimCode(auth.user, id);
  if (!result.ok) return answer(jsonError(result.status, result.error));
  return answer(json({ claim: toClaimView(result.claim) }));
};
