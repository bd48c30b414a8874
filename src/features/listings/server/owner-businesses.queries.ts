/** Owner-side business rows: create, list and edit one's own listings, claim an unclaimed one. */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { listRows } from '#src/platform/server/db/rows.queries.ts';
import { businesses, type Business, type NewBusiness } from '#src/platform/server/db/schema.ts';
import { claimContactColumns } from '#src/features/claims/server/claim-columns.queries.ts';
import { rebuildOpenHours } from '#src/features/places/server/open-hours.queries.ts';

/** A new listing, its open-now hours stored with it (in the caller's transaction, or one of its own). */
export function insertBusiness(values: Omit<NewBusiness, 'id' | 'approved' | 'featured' | 'createdAt' | 'updatedAt'>): Business {
  const db = getDb();
  return db.transaction(() => {
    // approved/featured are not accepted from callers: a new listing always starts pending and unfeatured.
    const business = db
      .insert(businesses)
      .values({ ...values, approved: false, featured: false })
      .returning()
      .get();
    rebuildOpenHours(db.$client, [business.id]);
    return business;
  });
}

export function findBusinessById({ id }: { id: number }): Business | undefined {
  return getDb().select().from(businesses).where(eq(businesses.id, id)).get();
}

export function listBusinessesByOwner({ ownerId }: { ownerId: number }): Business[] {
  return listRows(businesses, { ownerId }, desc(businesses.createdAt), desc(businesses.id));
}

/**
 * Updates the row only while `ownerId` owns it (null: while unclaimed); undefined when it does not (or is gone). New
 * hours or special hours rebuild the listing's open-now hours in the same transaction.
 */
export function updateOwnedBusiness({
  id,
  ownerId,
  changes,
}: {
  id: number;
  ownerId: number | null;
  changes: Partial<
    Pick<
      Business,
      | 'name'
      | 'slug'
      | 'description'
      | 'category'
      | 'address'
      | 'phone'
      | 'email'
      | 'website'
      | 'hours'
      | 'approved'
      | 'rejectedAt'
      | 'rejectionReason'
      | 'videoUrl'
      | 'social'
      | 'specialHours'
      | 'latitude'
      | 'longitude'
    >
  >;
}): Business | undefined {
  const db = getDb();
  return db.transaction(() => {
    const business = db
      .update(businesses)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(businesses.id, id), ownerId === null ? isNull(businesses.ownerId) : eq(businesses.ownerId, ownerId)))
      .returning()
      .get();
    if (business && (changes.hours !== undefined || changes.specialHours !== undefined)) rebuildOpenHours(db.$client, [id]);
    return business;
  });
}

/**
 * The whole claim in ONE conditional statement: of any number of concurrent claims exactly one
 * sees `changes === 1`; the others find owner_id already set and change nothing.
 */
export function claimUnownedBusiness({ id, userId, at = new Date() }: { id: number; userId: number; at?: Date }): boolean {
  const result = getDb()
    .update(businesses)
    .set({ ownerId: userId, claimedAt: at, updatedAt: at })
    .where(and(eq(businesses.id, id), isNull(businesses.ownerId), eq(businesses.approved, true)))
    .run();
  return result.changes === 1;
}

export interface ClaimableBusiness {
  id: number;
  name: string;
  category: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  claimEmail: string | null;
  website: string | null;
  description: string;
}

/** Approved listings nobody has claimed yet, for the claim dropdown (alphabetical). */
export function listClaimableBusinesses({ limit = 1000 }: { limit?: number } = {}): ClaimableBusiness[] {
  return getDb()
    .select({
      id: businesses.id,
      ...claimContactColumns,
      description: businesses.description,
    })
    .from(businesses)
    .where(and(eq(businesses.approved, true), isNull(businesses.ownerId)))
    .orderBy(asc(sql`${businesses.name} collate nocase`), asc(businesses.id))
    .limit(limit)
    .all();
}
