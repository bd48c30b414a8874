/** PATCH /api/admin/{revisions|event-revisions}/{id} {approved, reason?}: one endpoint body for both kinds of edit. */
import { claimDecisionSchema as decisionSchema } from '#src/features/claims/claims.schema.ts';
import { adminItemUpdate } from '#src/features/admin/server/item-route.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import type { decideRevisionOf, RevisionOutcome } from './review.ts';

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
