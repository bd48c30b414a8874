/**
 * POST /api/claims/{id}/verify {code} (the claimant only) → 200 {claim} with status 'approved'.
 * Codes are single use, expire after 30 minutes, allow 5 wrong tries per code, and the endpoint is
 * rate-limited per client as well. JSON only: the claim page's form posts to /claims/{id}.
 */
import { claimCodeSchema } from '#src/features/claims/claims.schema.ts';
import { readJson } from '#src/platform/server/http/json.ts';
import { claimCodeRoute } from '#src/features/claims/server/code-route.ts';
import { verifyClaimCode } from '#src/features/claims/server/claims.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';

export const prerender = false;

export const POST = claimCodeRoute(async ({ user, id, context }) => {
  const body = await readJson(context.request, claimCodeSchema);
  if (!body.ok) return body.response;
  return verifyClaimCode(user, id, body.data.code, clientIp(context));
});
