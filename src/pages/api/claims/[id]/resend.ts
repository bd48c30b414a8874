/**
 * POST /api/claims/{id}/resend (the claimant only): a new code to the business e-mail on file; the old
 * one stops working. JSON only: the claim page's "Send a New Code" form posts to /claims/{id}?form=resend.
 */
import type { APIRoute } from 'astro';
import { requireUser } from '@/server/auth/guards';
import { json, jsonError } from '@/server/http/json';
import { resendClaimCode } from '@/server/owners/claims';
import { toClaimView } from '@/server/owners/claim-views';
import { routeId } from '@/server/owners/http';
import { limitRequest, limits } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const id = routeId(context, 'claim');
  if (id instanceof Response) return id;
  const limited = limitRequest(context, limits.claimCode);
  if (limited) return limited;
  const result = resendClaimCode(auth.user, id);
  if (!result.ok) return jsonError(result.status, result.error);
  return json({ claim: toClaimView(result.claim) });
};
