/** PATCH /api/admin/claims/{id} {approved, reason?} (admin only): approve (first approved wins, 409 after) or reject. */
import type { APIRoute } from 'astro';
import { claimDecisionSchema } from '@/lib/schemas/claims';
import { requireAdmin } from '@/server/auth/guards';
import { json, jsonError, readJson } from '@/server/http/json';
import { decideClaim } from '@/server/owners/claims';
import { toClaimView } from '@/server/owners/claim-views';
import { auditOf, routeId } from '@/server/owners/http';

export const prerender = false;

export const PATCH: APIRoute = async (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  const id = routeId(context, 'claim');
  if (id instanceof Response) return id;
  const body = await readJson(context.request, claimDecisionSchema);
  if (!body.ok) return body.response;
  const who = auditOf(context, auth.user.id);
  const result = decideClaim(id, body.data, { actorId: who.actorId, ip: who.ip });
  if (!result.ok) return jsonError(result.status, result.error);
  return json({
    message: `Claim ${body.data.approved ? 'approved' : 'rejected'} successfully`,
    claim: toClaimView(result.claim),
  });
};
