/**
 * `npm run bench:search [-- --businesses 10000 --runs 200]`: times the directory search inside one process, as the
 * server runs it (findApprovedBusinesses: match, order, count, read the first page of 24 rows), one query at a time,
 * over N generated businesses in a throw-away database. The misspelt terms are also timed the way site search answers
 * them: a search that finds nothing, the spelling fix, and the search again. Prints p50/p99/max per term, wall clock
 * and CPU time (on a shared machine the CPU time is the fairer figure for the query itself).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { seedBulkBusinesses } from '#seed/index.ts';
import { closeDb, getDb } from '#src/platform/server/db/client.ts';
import { findApprovedBusinesses, type BusinessListFilter } from '#src/features/listings/server/businesses.queries.ts';
import { resolveCategoryFilter } from '#src/features/directory/directory.ts';
import { countListingWords, searchListings } from '#src/features/search/server/search.queries.ts';
import { searchWords } from '#src/features/search/server/directory-search.ts';
import { suggestWords } from '#src/features/search/server/spelling.ts';

const { values } = parseArgs({
  options: { businesses: { type: 'string', default: '10000' }, runs: { type: 'string', default: '200' } },
});
const n = Number(values.businesses);
const runs = Number(values.runs);

/** What site search does with the listings for a query that finds nothing (guide pages and articles aside). */
function listingsWithSpellingFix(q: string): number {
  const found = searchListings({ q });
  if (found.businesses.total + found.events.total > 0) return found.businesses.total;
  const corrected = suggestWords(searchWords(q), countListingWords(new Map()));
  return corrected ? searchListings({ q: corrected.join(' ') }).businesses.total : 0;
}

const restaurants = resolveCategoryFilter('restaurant')!.slugs;
const page = (filter: BusinessListFilter) => () => findApprovedBusinesses({ ...filter, limit: 24 }).total;
const cases: { label: string; run: () => number }[] = [
  ...['fish', 'grill', 'harbor', 'island', 'kayak rentals', 'resturant', 'fishng charter'].map((q) => ({
    label: q,
    run: page({ q }),
  })),
  { label: '(no words, first page)', run: page({}) },
  { label: 'category=restaurant', run: page({ categories: restaurants }) },
  { label: 'grill category=restaurant', run: page({ q: 'grill', categories: restaurants }) },
  { label: 'category=restaurant open now', run: page({ categories: restaurants, openAt: new Date() }) },
  { label: 'fish sort=rating', run: page({ q: 'fish', sort: 'rating' }) },
  ...['resturant', 'fishng charter'].map((q) => ({
    label: `${q} (site search: spelling fix)`,
    run: () => listingsWithSpellingFix(q),
  })),
];

const dir = mkdtempSync(join(tmpdir(), 'bench-search-'));
process.env.DATABASE_PATH = join(dir, 'bench.db');
try {
  const db = getDb();
  const t = performance.now();
  seedBulkBusinesses(db, n);
  console.log(`seeded ${n.toLocaleString('en-US')} businesses in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  findApprovedBusinesses({ q: 'warm up', limit: 24 });

  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  console.log(`\n${runs} runs per query, one at a time, first page of 24 + total count\n`);
  console.log('| query | matches | wall p50 ms | wall p99 ms | wall max ms | CPU p50 ms | CPU p99 ms |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { label, run } of cases) {
    run(); // untimed: a path's one-off first use (loading the English word list, preparing statements)
    const wall: number[] = [];
    const cpu: number[] = [];
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const startCpu = process.cpuUsage();
      total = run();
      const used = process.cpuUsage(startCpu);
      wall.push(performance.now() - start);
      cpu.push((used.user + used.system) / 1000);
    }
    wall.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const f = (x: number) => x.toFixed(2);
    console.log(
      `| ${label} | ${total} | ${f(percentile(wall, 50))} | ${f(percentile(wall, 99))} | ${f(wall.at(-1)!)} | ${f(percentile(cpu, 50))} | ${f(percentile(cpu, 99))} |`,
    );
  }
} finally {
  closeDb();
  rmSync(dir, { recursive: true, force: true });
}
