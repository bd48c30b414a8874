/**
 * POST /api/claims/{id}/verify {code} (the claimant only) → 200 {claim} with status 'approved'.
 * Codes are single use, expire after 30 minutes, allow 5 wrong tries per code, and the endpoint is
 * rate-limited per client as well. JSON only: the claim page's form posts to /claims/{id}.
 */
import type { APIRoute } from 'astro';
import { claimCodeSchema } from '@/lib/schemas/claims';
import { requireUser } from '@/server/auth/guards';
import { json, jsonError, readJson } from '@/server/http/json';
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
  const limited = limitRequest(context, limits.claimCode);
  if (limited) return limited;
  const body = await readJson(context.request, claimCodeSchema);
  if (!body.ok) return body.response;
  const result = verifyClaimCode(auth.user, id, body.data.code, clientIp(context));
  if (!result.ok) return jsonError(result.status, result.error);
  return json({ claim: toClaimView(result.claim) });
};
