/** PATCH /api/admin/event-revisions/{id} {approved, reason?} (admin only): apply an event edit (and its image), or reject it. */
import { decideEventRevision } from '#src/features/revisions/server/kinds.ts';
import { revisionDecisionRoute } from '#src/features/revisions/server/route.ts';

export const prerender = false;

export const PATCH = revisionDecisionRoute(decideEventRevision);
