/** PATCH /api/admin/event-revisions/{id} {approved, reason?} (admin only): apply an event edit (and its image), or reject it. */
import { claimDecisionSchema as decisionSchema } from '@/lib/schemas/claims';
import { adminItemUpdate } from '@/server/admin/item-route';
import { decideEventRevision } from '@/server/events/revisions';
import { json, jsonError } from '@/server/http/json';

export const prerender = false;

export const PATCH = adminItemUpdate('revision', decisionSchema, async ({ id, body, audit }) => {
  const result = await decideEventRevision(id, body, audit);
  if (!result.ok) return jsonError(result);
  return json({
    message: `Revision ${body.approved ? 'approved' : 'rejected'} successfully`,
    revision: result.revision,
  });
});
