/**
 * The insights timer's flush (src/server/insights/counters.ts) writes in slices of 500 rows, one
 * transaction each, with the event loop free between them: one transaction of a busy interval's
 * 10,000 rows held it for about 50 ms. A clean shutdown's flush still writes everything at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
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
});
