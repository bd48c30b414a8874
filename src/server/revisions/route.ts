/** PATCH /api/admin/{revisions|event-revisions}/{id} {approved, reason?}: one endpoint body for both kinds of edit. */
import { claimDecisionSchema as decisionSchema } from '@/lib/schemas/claims';
import { adminItemUpdate } from '@/server/admin/item-route';
import { json, jsonError } from '@/server/http/json';
import type { decideRevisionOf, RevisionOutcome } from './review';

type Args = Parameters<typeof decideRevisionOf>;

export const revisionDecisionRoute = <Rev>(
  decide: (id: number, decision: Args[2], who: Args[3]) => Promise<RevisionOutcome<Rev>>,
) =>
  adminItemUpdate('revision', decisionSchema, async ({ id, body, audit }) => {
    const result = await decide(id, body, audit);
    if (!result.ok) return jsonError(result.status, result.error);
    return json({
      message: `Revision ${body.approved ? 'approved' : 'rejected'} successfully`,
      revision: result.revision,
    });
  });
