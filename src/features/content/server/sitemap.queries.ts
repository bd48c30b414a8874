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

export function listSitemapBusinesses({ limit = MAX }: { limit?: number } = {}): SitemapEntry[] {
  return listApproved(businesses, limit);
}

export function listSitemapEvents({ limit = 4_000 }: { limit?: number } = {}): SitemapEntry[] {
  return listApproved(events, limit);
}
