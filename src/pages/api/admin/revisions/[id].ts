/** PATCH /api/admin/revisions/{id} {approved, reason?} (admin only): apply the revision to the live listing, or reject it. */
import { decideRevision } from '@/server/revisions/kinds';
import { revisionDecisionRoute } from '@/server/revisions/route';

export const prerender = false;

export const PATCH = revisionDecisionRoute(decideRevision);
