/**
 * The insights timer's flush (src/server/insights/counters.ts) writes in slices of 500 rows, one
 * transaction each, with the event loop free between them: one transaction of a busy interval's
 * 10,000 rows held it for about 50 ms. A clean shutdown's flush still writes everything at once.
 * While another process holds the database's write lock, nothing counted is lost (issue 34, N4).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulkBusinesses } from '../../../db/seed/index';

const dir = mkdtempSync(join(tmpdir(), 'insights-flush-'));
process.env.DATABASE_PATH = join(dir, 'site.db');
const { closeDb, getDb } = await import('../../../src/server/db/client');
const { countImpressions, flushInSlices, flushInsightCounters } = await import('../../../src/server/insights/counters');

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
  it('writes a busy interval slice by slice, serving requests between slices, until all of it is written', async () => {
    // 700 listings shown for a search: 700 daily rows and 700 search-term rows.
    countImpressions(ids, 'kayak');
    const done = flushInSlices();
    // The first slice is written before anything else runs; the rest after the event loop had its turn.
    expect(stored()).toEqual({ days: 500, terms: 0 });
    // One turn of the event loop later: the second slice (the other 200 daily rows, 300 terms).
    await new Promise((resolve) => setImmediate(resolve));
    expect(stored()).toEqual({ days: 700, terms: 300 });
    await done;
    expect(stored()).toEqual({ days: 700, terms: 700 });
  });

  it('writes everything at once on a clean shutdown, including what a slicing flush has not reached yet', async () => {
    countImpressions(ids, 'kayak');
    void flushInSlices();
    flushInsightCounters();
    expect(stored()).toEqual({ days: 1400, terms: 1400 });
  });

  it('writes a very busy interval at shutdown: 150,000 rows in one go', () => {
    // Listings deleted since they were counted are skipped: only these 700 exist.
    const many = Array.from({ length: 150_000 }, (_, i) => i + 1);
    countImpressions(many, 'kayak');
    const existing = ids.filter((id) => id <= 150_000).length;
    flushInsightCounters();
    expect(stored()).toEqual({ days: 1400 + existing, terms: 1400 + existing });
  });

  it('keeps what it counted while another process holds the write lock, and writes all of it afterwards', async () => {
    // The shutdown test above left its slicing flush one turn of the event loop from its end.
    await new Promise((resolve) => setImmediate(resolve));
    const before = stored();
    // As an operator's `sqlite3` inside BEGIN EXCLUSIVE would: every write of the flush meets the lock.
    const operator = new Database(process.env.DATABASE_PATH!);
    operator.exec('BEGIN EXCLUSIVE');
    try {
      countImpressions(ids.slice(0, 600), 'lock'); // more than one slice: 600 daily rows, 600 search terms
      await flushInSlices();
      countImpressions(ids.slice(0, 10), 'lock'); // counting goes on meanwhile, into the rows kept
      flushInsightCounters(); // what a page showing the counts does: kept as well, nothing thrown
      expect(stored()).toEqual(before);
    } finally {
      operator.exec('ROLLBACK');
      operator.close();
    }
    await flushInSlices();
    expect(stored()).toEqual({ days: before.days + 610, terms: before.terms + 610 });
  });
});
