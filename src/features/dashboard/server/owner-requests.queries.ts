/** What an owner has asked for and is waiting on (or was just told about): their claims and listing edits. */
import { and, desc, eq, gt, or } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { businesses, businessRevisions, claims } from '#src/platform/server/db/schema.ts';

/** The account's claims, newest first, with the listing's name and slug. */
export function listClaimsByUser({ userId, limit = 20 }: { userId: number; limit?: number }) {
  return getDb()
    .select({
      id: claims.id,
      status: claims.status,
      method: claims.method,
      reason: claims.reason,
      createdAt: claims.createdAt,
      decidedAt: claims.decidedAt,
      business: { id: businesses.id, slug: businesses.slug, name: businesses.name },
    })
    .from(claims)
    .innerJoin(businesses, eq(businesses.id, claims.businessId))
    .where(eq(claims.userId, userId))
    .orderBy(desc(claims.id))
    .limit(limit)
    .all();
}

/** Edits of the owner's listings that wait for review, and ones rejected since `since`, newest first. */
export function listRevisionsByOwner({ ownerId, since, limit = 20 }: { ownerId: number; since: Date; limit?: number }) {
  return getDb()
    .select({
      id: businessRevisions.id,
      status: businessRevisions.status,
      changes: businessRevisions.changes,
      reason: businessRevisions.reason,
      createdAt: businessRevisions.createdAt,
      business: { id: businesses.id, slug: businesses.slug, name: businesses.name },
    })
    .from(businessRevisions)
    .innerJoin(businesses, eq(businesses.id, businessRevisions.businessId))
    .where(
      and(
        eq(businesses.ownerId, ownerId),
        or(
          eq(businessRevisions.status, 'pending'),
          and(eq(businessRevisions.status, 'rejected'), gt(businessRevisions.decidedAt, since)),
        ),
      ),
    )
    .orderBy(desc(businessRevisions.id))
    .limit(limit)
    .all();
}
