/** Pending revisions of live listings: store, merge, list, decide, apply. */
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { markRevisionDecided, type RevisionDecision } from './revision-decision.queries.ts';
import {
  businesses,
  businessRevisions,
  users,
  type BusinessRevision,
  type RevisionChanges,
} from '#src/platform/server/db/schema.ts';

export function findPendingRevision({ businessId }: { businessId: number }): BusinessRevision | undefined {
  return getDb()
    .select()
    .from(businessRevisions)
    .where(and(eq(businessRevisions.businessId, businessId), eq(businessRevisions.status, 'pending')))
    .get();
}

export function findRevisionById({ id }: { id: number }): BusinessRevision | undefined {
  return getDb().select().from(businessRevisions).where(eq(businessRevisions.id, id)).get();
}

/** One pending revision per listing: a newer edit is merged into the waiting one. */
export function savePendingRevision({
  businessId,
  userId,
  changes,
}: {
  businessId: number;
  userId: number;
  changes: RevisionChanges;
}): BusinessRevision {
  const waiting = findPendingRevision({ businessId });
  if (waiting)
    return getDb()
      .update(businessRevisions)
      .set({ changes: { ...waiting.changes, ...changes }, userId, updatedAt: new Date() })
      .where(eq(businessRevisions.id, waiting.id))
      .returning()
      .get();
  return getDb().insert(businessRevisions).values({ businessId, userId, changes }).returning().get();
}

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

/** False when the revision was no longer pending (decided by someone else first). */
export const decideRevisionRow = (decision: RevisionDecision): boolean => markRevisionDecided(businessRevisions, decision);

export function applyRevisionChanges({ businessId, changes }: { businessId: number; changes: RevisionChanges }): void {
  getDb()
    .update(businesses)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(businesses.id, businessId))
    .run();
}
