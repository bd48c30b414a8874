/**
 * The benchmark's own database: the demo data (accounts, a few real-looking listings and events),
 * then generated businesses up to the requested total, thousands of events, and a set of pending
 * listings for the admin to approve during the mixed workload. Never touches DATABASE_PATH.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedBulkEvents } from '@seed/bulk-events';
import { demoAccounts, DEMO_PASSWORD, seedBulkBusinesses, seedDemoData } from '@seed/index';
import { businessPath } from '@/lib/directory';
import { openDb } from '@/server/db/client';

export interface BenchDatabase {
  dir: string;
  path: string;
  businessIds: number[];
  /** Their pages' canonical paths (/business/{id}-{slug}), as the site links to them and crawlers ask for them. */
  businessPaths: string[];
  eventIds: number[];
  /** Listings waiting for approval: the mixed workload approves them one by one. */
  pendingIds: number[];
  admin: { email: string; password: string };
  searchWords: string[];
}

const EVENTS = 3_000;
const PENDING = 300;

export function createBenchDatabase(businesses: number): BenchDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const path = join(dir, 'site.db');
  const db = openDb(path);
  try {
    seedDemoData(db);
    const sqlite = db.$client;
    const existing = sqlite.prepare('select count(*) from businesses where approved = 1').pluck().get() as number;
    // The pending ones come on top, so `businesses` listings are public.
    seedBulkBusinesses(db, Math.max(0, businesses + PENDING - existing));
    seedBulkEvents(db, EVENTS);
    const pendingIds = sqlite
      .prepare('select id from businesses where approved = 1 and owner_id is null order by id desc limit ?')
      .pluck()
      .all(PENDING) as number[];
    sqlite.prepare(`update businesses set approved = 0 where id in (${pendingIds.join(',')})`).run();
    const listings = sqlite.prepare('select id, slug from businesses where approved = 1 order by id').all() as {
      id: number;
      slug: string;
    }[];
    const eventIds = sqlite.prepare('select id from events where approved = 1 order by id').pluck().all() as number[];
    // Words that occur in generated names, so searches find something (as real visitors' do).
    const names = sqlite.prepare('select name from businesses order by id limit 2000').pluck().all() as string[];
    const searchWords = [...new Set(names.flatMap((n) => n.toLowerCase().split(/\s+/)).filter((w) => w.length > 3))];
    return {
      dir,
      path,
      businessIds: listings.map((b) => b.id),
      businessPaths: listings.map(businessPath),
      eventIds,
      pendingIds,
      admin: { email: demoAccounts.admin.email, password: DEMO_PASSWORD },
      searchWords,
    };
  } finally {
    db.$client.close();
  }
}
