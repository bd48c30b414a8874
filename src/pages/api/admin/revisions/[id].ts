/** PATCH /api/admin/revisions/{id} {approved, reason?} (admin only): apply the revision to the live listing, or reject it. */
import { decideRevision } from '#src/features/revisions/server/kinds.ts';
import { revisionDecisionRoute } from '#src/features/revisions/server/route.ts';

export const prerender = false;

export const PATCH = revisionDecisionRoute(decideRevision);
