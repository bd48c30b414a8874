/** Admin decisions on pending listing revisions; the owner is e-mailed either way. */
import { categoryLabel } from '@/lib/categories';
import { getDb } from '@/server/db/client';
import { insertAuditEntry } from '@/server/db/queries/audit';
import { findBusinessById } from '@/server/db/queries/owner-businesses';
import {
  applyRevisionChanges,
  decideRevisionRow,
  findRevisionById,
  listPendingRevisionsForAdmin,
} from '@/server/db/queries/revisions';
import { findUserById } from '@/server/db/queries/users';
import type { BusinessRevision } from '@/server/db/schema';
import { queueMail } from '@/server/mail';
import { revisionDecisionEmail } from '@/server/owners/emails';

export type RevisionDecision = { ok: true; revision: BusinessRevision } | { ok: false; status: 404 | 409; error: string };

export function decideRevision(
  id: number,
  decision: { approved: boolean; reason?: string | null },
  who: { actorId: number; ip: string | null },
): RevisionDecision {
  return getDb().transaction((): RevisionDecision => {
    const revision = findRevisionById({ id });
    if (!revision) return { ok: false, status: 404, error: 'Revision not found' };
    const status = decision.approved ? 'approved' : 'rejected';
    if (!decideRevisionRow({ id, status, reason: decision.reason ?? null, decidedBy: who.actorId }))
      return { ok: false, status: 409, error: 'This revision has already been decided.' };
    if (decision.approved) applyRevisionChanges({ businessId: revision.businessId, changes: revision.changes });
    const business = findBusinessById({ id: revision.businessId })!;
    const owner = business.ownerId === null ? undefined : findUserById({ id: business.ownerId });
    if (owner)
      queueMail({
        to: owner.email,
        ...revisionDecisionEmail({
          business,
          approved: decision.approved,
          reason: decision.reason ?? null,
        }),
      });
    insertAuditEntry({
      action: decision.approved ? 'business.revision_approved' : 'business.revision_rejected',
      actorUserId: who.actorId,
      targetType: 'business',
      targetId: revision.businessId,
      ip: who.ip,
      details: { revisionId: id, fields: Object.keys(revision.changes), reason: decision.reason ?? null },
    });
    return { ok: true, revision: findRevisionById({ id })! };
  });
}

/** The admin list: each pending revision with the live values beside the proposed ones. */
export function listRevisionsForReview() {
  return listPendingRevisionsForAdmin().map(({ revision, live, ownerEmail }) => ({
    id: revision.id,
    businessId: revision.businessId,
    status: revision.status,
    createdAt: revision.createdAt,
    updatedAt: revision.updatedAt,
    ownerEmail,
    live: {
      name: live.name,
      slug: live.slug,
      category: categoryLabel(live.category),
      description: live.description,
      latitude: live.latitude,
      longitude: live.longitude,
    },
    proposed: revision.changes.category
      ? { ...revision.changes, category: categoryLabel(revision.changes.category) }
      : revision.changes,
  }));
}
