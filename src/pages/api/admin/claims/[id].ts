/** PATCH /api/admin/claims/{id} {approved, reason?} (admin only): approve (first approved wins, 409 after) or reject. */
import { claimDecisionSchema } from '@/lib/schemas/claims';
import { adminItemUpdate } from '@/server/admin/item-route';
import { json, jsonError } from '@/server/http/json';
import { decideClaim } from '@/server/claims/claims';
import { toClaimView } from '@/server/claims/views';

export const prerender = false;

export const PATCH = adminItemUpdate('claim', claimDecisionSchema, ({ id, body, audit }) => {
  const result = decideClaim(id, body, audit);
  if (!result.ok) return jsonError(result);
  return json({
    message: `Claim ${body.approved ? 'approved' : 'rejected'} successfully`,
    claim: toClaimView(result.claim),
  });
});
