/** PATCH /api/admin/claims/{id} {approved, reason?} (admin only): approve (first approved wins, 409 after) or reject. */
import { claimDecisionSchema } from '#src/features/claims/claims.schema.ts';
import { adminItemUpdate } from '#src/features/admin/server/item-route.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { decideClaim } from '#src/features/claims/server/claims.ts';
import { toClaimView } from '#src/features/claims/server/views.ts';

export const prerender = false;

export const PATCH = adminItemUpdate('claim', claimDecisionSchema, ({ id, body, audit }) => {
  const result = decideClaim(id, body, audit);
  if (!result.ok) return jsonError(result);
  return json({
    message: `Claim ${body.approved ? 'approved' : 'rejected'} successfully`,
    claim: toClaimView(result.claim),
  });
});
