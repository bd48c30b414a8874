/**
 * Read queries for public business listings. Public lists only ever return approved rows;
 * ranking is the "priority placement" the premium plan sells: active premium first, then featured, then name.
 */
import { and, asc, count, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../client';
import { businesses, type Business } from '../schema';

const premiumFirst = sql`case when ${businesses.plan} = 'premium' and ${businesses.subscriptionStatus} in ('active', 'trialing') then 0 else 1 end`;

export interface BusinessListFilter {
  /** Category slug (already resolved from labels/aliases by the caller). */
  category?: string;
  /** Case-insensitive substring over name, description and category. */
  q?: string;
  featured?: boolean;
  unclaimed?: boolean;
  limit?: number;
  offset?: number;
}

/** FTS5 trigram needs >= 3 characters; shorter terms fall back to LIKE (still correct, fewer rows match anyway). */
function searchCondition(q: string): SQL {
  const term = q.trim();
  if (term.length >= 3) {
    const phrase = `"${term.replaceAll('"', '""')}"`;
    return sql`${businesses.id} in (select rowid from businesses_fts where businesses_fts match ${phrase})`;
  }
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${businesses.name} like ${like} escape '\\' or ${businesses.description} like ${like} escape '\\' or ${businesses.category} like ${like} escape '\\')`;
}

function publicConditions(filter: BusinessListFilter): SQL | undefined {
  const conditions: SQL[] = [eq(businesses.approved, true)];
  if (filter.category) conditions.push(eq(businesses.category, filter.category));
  if (filter.featured !== undefined) conditions.push(eq(businesses.featured, filter.featured));
  if (filter.unclaimed) conditions.push(isNull(businesses.ownerId));
  if (filter.q && filter.q.trim() !== '') conditions.push(searchCondition(filter.q));
  return and(...conditions);
}

export function listApprovedBusinesses(filter: BusinessListFilter = {}): Business[] {
  return getDb()
    .select()
    .from(businesses)
    .where(publicConditions(filter))
    .orderBy(premiumFirst, desc(businesses.featured), asc(businesses.name), asc(businesses.id))
    .limit(filter.limit ?? 24)
    .offset(filter.offset ?? 0)
    .all();
}

export function countApprovedBusinesses(filter: Omit<BusinessListFilter, 'limit' | 'offset'> = {}): number {
  const row = getDb().select({ n: count() }).from(businesses).where(publicConditions(filter)).get();
  return row?.n ?? 0;
}

/** Home spotlight: featured and approved. */
export function listFeaturedBusinesses({ limit = 3 }: { limit?: number } = {}): Business[] {
  return listApprovedBusinesses({ featured: true, limit });
}

/** One approved business for its public page; unapproved ones are "not found" to the public. */
export function getApprovedBusiness({ id }: { id: number }): Business | undefined {
  return getDb()
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, id), eq(businesses.approved, true)))
    .get();
}

export function listRelatedBusinesses({ id, category, limit = 3 }: { id: number; category: string; limit?: number }): Business[] {
  return getDb()
    .select()
    .from(businesses)
    .where(and(eq(businesses.approved, true), eq(businesses.category, category), ne(businesses.id, id)))
    .orderBy(premiumFirst, desc(businesses.featured), asc(businesses.name))
    .limit(limit)
    .all();
}
