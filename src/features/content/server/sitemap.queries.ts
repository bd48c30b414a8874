/** Ids and modification times of everything public, for sitemap.xml (one sitemap holds at most 50,000 URLs). */
import { asc, eq } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { businesses, events } from '#src/platform/server/db/schema.ts';

const MAX = 45_000;

type SitemapEntry = { id: number; updatedAt: Date };

function listApproved(table: typeof businesses | typeof events, limit: number): SitemapEntry[] {
  return getDb()
    .select({ id: table.id, updatedAt: table.updatedAt })
    .from(table)
    .where(eq(table.approved, true))
    .orderBy(asc(table.id))
    .limit(limit)
    .all();
}

/** With the slug: a listing's sitemap entry is its canonical address, /business/{id}-{slug}. */
export function listSitemapBusinesses({ limit = MAX }: { limit?: number } = {}): (SitemapEntry & { slug: string })[] {
  return getDb()
    .select({ id: businesses.id, slug: businesses.slug, updatedAt: businesses.updatedAt })
    .from(businesses)
    .where(eq(businesses.approved, true))
    .orderBy(asc(businesses.id))
    .limit(limit)
    .all();
}

export function listSitemapEvents({ limit = 4_000 }: { limit?: number } = {}): SitemapEntry[] {
  return listApproved(events, limit);
}
