/**
 * The insights flush (src/features/insights/server/counters.ts) against a real SQLite file: everything counted is
 * written in one go, and while another process holds the database's write lock nothing counted is lost.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulkBusinesses } from '#seed/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'insights-flush-'));
process.env.DATABASE_PATH = join(dir, 'site.db');
const { closeDb, getDb } = await import('#src/platform/server/db/client.ts');
const { countEvent, countImpressions, flushInsightCounters } = await import('#src/features/insights/server/counters.ts');

let ids: number[] = [];
const stored = () => {
  const client = getDb().$client;
  return {
    days: client.prepare('select coalesce(sum(impressions), 0) from business_daily_stats').pluck().get() as number,
    terms: client.prepare('select coalesce(sum(count), 0) from business_search_terms').pluck().get() as number,
  };
};

beforeAll(() => {
  seedBulkBusinesses(getDb(), 700);
  ids = getDb().$client.prepare('select id from businesses order by id limit 700').pluck().all() as number[];
});
afterAll(() => {
  closeDb();
  rmSync(dir, { recursive: true, force: true });
});

describe('the insights flush', () => {
  it('writes everything counted, merged per listing and day, and nothing twice', () => {
    countImpressions(ids, 'kayak');
    countImpressions(ids.slice(0, 100), 'kayak');
    flushInsightCounters();
    expect(stored()).toEqual({ days: 800, terms: 800 });
    flushInsightCounters();
    expect(stored()).toEqual({ days: 800, terms: 800 });
  });

  it('skips listings deleted since they were counted', () => {
    countImpressions([ids[0]!, 999_999], 'kayak');
    flushInsightCounters();
    expect(stored()).toEqual({ days: 801, terms: 801 });
  });

  it('keeps what it counted while another process holds the write lock, and writes all of it afterwards', () => {
    const before = stored();
    const views = () =>
      getDb().$client.prepare('select coalesce(sum(views), 0) from business_daily_stats').pluck().get() as number;
    const viewsBefore = views();
    // As an operator's `sqlite3` inside BEGIN EXCLUSIVE would: every write of the flush meets the lock.
    const operator = new Database(process.env.DATABASE_PATH!);
    operator.exec('BEGIN EXCLUSIVE');
    try {
      countImpressions(ids.slice(0, 600), 'lock');
      flushInsightCounters();
      countImpressions(ids.slice(0, 10), 'lock'); // counting goes on meanwhile, into the rows kept
      countEvent(ids[0]!, 'views');
      flushInsightCounters(); // what a page showing the counts does: kept as well, nothing thrown
      expect(stored()).toEqual(before);
    } finally {
      operator.exec('ROLLBACK');
      operator.close();
    }
    flushInsightCounters();
    expect(stored()).toEqual({ days: before.days + 610, terms: before.terms + 610 });
    expect(views()).toBe(viewsBefore + 1);
  });

  it('leaves nothing on globalThis for code outside the bundle to call', () => {
    const slots = Object.getOwnPropertySymbols(globalThis).map((s) => s.description ?? '');
    expect(slots.filter((name) => name.startsWith('port-aransas-guide.insights'))).toEqual([]);
  });
});
