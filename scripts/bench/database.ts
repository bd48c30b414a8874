/**
 * The bench's own database in a temporary folder: the demo data, generated businesses up to the requested
 * number of public listings, and generated events. Never touches DATABASE_PATH.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedBulkEvents } from '#seed/bulk-events.ts';
import { seedBulkBusinesses, seedDemoData } from '#seed/index.ts';
import { businessPath } from '#src/features/directory/directory.ts';
import { openDb } from '#src/platform/server/db/client.ts';

export interface BenchDatabase {
  dir: string;
  path: string;
  /** Listing pages' canonical paths (/business/{id}-{slug}), as the site links to them and crawlers ask for them. */
  businessPaths: string[];
  eventPaths: string[];
}

export function createBenchDatabase(businesses: number, events: number): BenchDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const path = join(dir, 'site.db');
  const db = openDb(path);
  try {
    seedDemoData(db);
    const sqlite = db.$client;
    const existing = sqlite.prepare('select count(*) from businesses where approved = 1').pluck().get() as number;
    seedBulkBusinesses(db, Math.max(0, businesses - existing));
    seedBulkEvents(db, events);
    const listings = sqlite.prepare('select id, slug from businesses where approved = 1 order by id').all() as {
      id: number;
      slug: string;
    }[];
    const eventIds = sqlite.prepare('select id from events where approved = 1 order by id').pluck().all() as number[];
    return { dir, path, businessPaths: listings.map(businessPath), eventPaths: eventIds.map((id) => `/events/${id}`) };
  } finally {
    db.$client.close();
  }
}
