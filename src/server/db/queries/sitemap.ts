/** Ids and modification times of everything public, for sitemap.xml (one sitemap holds at most 50,000 URLs). */
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { businesses, events } from '@/server/db/schema';

const MAX = 45_000;

export function listSitemapBusinesses({ limit = MAX }: { limit?: number } = {}): { id: number; updatedAt: Date }[] {
  return getDb()
    .select({ id: businesses.id, updatedAt: businesses.updatedAt })
    .from(businesses)
    .where(eq(businesses.approved, true))
    .orderBy(asc(businesses.id))
    .limit(limit)
    .all();
}

export function listSitemapEvents({ limit = 4_000 }: { limit?: number } = {}): { id: number; updatedAt: Date }[] {
  return getDb()
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .where(eq(events.approved, true))
    .orderBy(asc(events.id))
    .limit(limit)
    .all();
}
