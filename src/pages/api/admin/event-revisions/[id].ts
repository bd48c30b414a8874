/** PATCH /api/admin/event-revisions/{id} {approved, reason?} (admin only): apply an event edit (and its image), or reject it. */
import { decideEventRevision } from '@/server/revisions/kinds';
import { revisionDecisionRoute } from '@/server/revisions/route';

export const prerender = false;

export const PATCH = revisionDecisionRoute(decideEventRevision);
