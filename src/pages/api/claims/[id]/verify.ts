/**
 * POST /api/claims/{id}/verify {code} (the claimant only) → 200 {claim} with status 'approved'.
 * Codes are single use, expire after 30 minutes, allow 5 wrong tries per code, and the endpoint is
 * rate-limited per client as well. The claim page's form posts here too (then: redirect + toast).
 */
import type { APIRoute } from 'astro';
import { claimCodeSchema } from '@/lib/schemas/claims';
import { readBody } from '@/server/auth/body';
import { requireUser } from '@/server/auth/guards';
import { answerFormOrJson } from '@/server/http/form-answer';
import { json, jsonError } from '@/server/http/json';
import { claimPath } from '@/server/owners/claim-emails';
import { claimPageTexts } from '@/server/owners/claim-page';
import { verifyClaimCode } from '@/server/owners/claims';
import { toClaimView } from '@/server/owners/claim-views';
import { routeId } from '@/server/owners/http';
import { clientIp, limitRequest, limits } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const id = routeId(context, 'claim');
  if (id instanceof Response) return id;
  const answer = (response: Response) =>
    answerFormOrJson(context, response, {
      back: claimPath(id),
      success: claimPageTexts.approved,
      failureTitle: claimPageTexts.failureTitle,
    });
  const limited = limitRequest(context, limits.claimCode);
  if (limited) return answer(limited);
  const body = await readBody(context.request, claimCodeSchema);
  if (!body.ok) return answer(body.response);
  const result = verifyClaimCode(auth.user, id, body.data.code, clientIp(context));
  if (!result.ok) return answer(jsonError(result.status, result.error));
  return answer(json({ claim: toClaimView(result.claim) }));
};
