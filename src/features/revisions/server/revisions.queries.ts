/** Pending revisions of live listings: store, merge, list, decide, apply. */
import { desc, eq } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { pendingRevisions } from './pending-revisions.queries.ts';
import { businesses, businessRevisions, users, type RevisionChanges } from '#src/platform/server/db/schema.ts';

export const {
  findPending: findPendingRevision,
  findById: findRevisionById,
  savePending: savePendingRevision,
  markDecided: decideRevisionRow,
} = pendingRevisions(businessRevisions, 'businessId', businessRevisions.businessId);

/** Pending revisions for the admin, oldest first, with the live values to diff against. */
export function listPendingRevisionsForAdmin({ limit = 500 }: { limit?: number } = {}) {
  return getDb()
    .select({
      revision: businessRevisions,
      live: {
        id: businesses.id,
        slug: businesses.slug,
        name: businesses.name,
        category: businesses.category,
        description: businesses.description,
        latitude: businesses.latitude,
        longitude: businesses.longitude,
      },
      ownerEmail: users.email,
    })
    .from(businessRevisions)
    .innerJoin(businesses, eq(businesses.id, businessRevisions.businessId))
    .leftJoin(users, eq(users.id, businessRevisions.userId))
    .where(eq(businessRevisions.status, 'pending'))
    .orderBy(businessRevisions.createdAt, desc(businessRevisions.id))
    .limit(limit)
    .all();
}

export function applyRevisionChanges({ businessId, changes }: { businessId: number; changes: RevisionChanges }): void {
  getDb()
    .update(businesses)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(businesses.id, businessId))
    .run();
}
