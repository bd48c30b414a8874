/** PATCH /api/admin/revisions/{id} {approved, reason?} (admin only): apply the revision to the live listing, or reject it. */
import { claimDecisionSchema as decisionSchema } from '@/lib/schemas/claims';
import { adminItemUpdate } from '@/server/admin/item-route';
import { decideRevision } from '@/server/admin/revisions';
import { json, jsonError } from '@/server/http/json';

export const prerender = false;

export const PATCH = adminItemUpdate('revision', decisionSchema, ({ id, body, audit }) => {
  const result = decideRevision(id, body, audit);
  if (!result.ok) return jsonError(result);
  return json({
    message: `Revision ${body.approved ? 'approved' : 'rejected'} successfully`,
    revision: result.revision,
  });
});
