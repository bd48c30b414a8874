/**
 * `npx tsx src/cli/bench-search.ts [--businesses 100000] [--runs 200]`: times the directory search
 * inside one process, as the server runs it (findApprovedBusinesses: match, rank, count, read the
 * first page of 24 rows), over N generated businesses in a throw-away database. Prints p50/p99/max per
 * search term, plus the one-off index build that follows a write. Both wall-clock and CPU time are
 * shown: on a shared machine the CPU time (process.cpuUsage) is the fairer figure for the query itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { seedBulkBusinesses } from '@seed/index';
import { closeDb, getDb } from '@/server/db/client';
import { findApprovedBusinesses } from '@/server/db/queries/businesses';
import { rankedIndex } from '@/server/db/queries/directory-index';

const { values } = parseArgs({
  options: { businesses: { type: 'string', default: '100000' }, runs: { type: 'string', default: '200' } },
});
const n = Number(values.businesses);
const runs = Number(values.runs);

const dir = mkdtempSync(join(tmpdir(), 'bench-search-'));
process.env.DATABASE_PATH = join(dir, 'bench.db');
try {
  const db = getDb();
  let t = performance.now();
  seedBulkBusinesses(db, n);
  console.log(`seeded ${n.toLocaleString('en-US')} businesses in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  t = performance.now();
  rankedIndex(db.$client);
  console.log(`index build from scratch: ${(performance.now() - t).toFixed(1)} ms (start-up, or after another process wrote)`);

  db.$client.prepare('update businesses set featured = 1 - featured where id = (select min(id) from businesses)').run();
  t = performance.now();
  rankedIndex(db.$client);
  console.log(`index patch after the server's own write: ${(performance.now() - t).toFixed(2)} ms`);

  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  const terms = ['fish', 'grill', 'Harbor', 'kayak rentals', 'zzzz-no-match', 'ta', 'e'];
  console.log(`\n${runs} runs per term, first page of 24 + total count\n`);
  console.log('| q | matches | wall p50 ms | wall p99 ms | CPU p50 ms | CPU p99 ms |');
  console.log('|---|---|---|---|---|---|');
  for (const q of terms) {
    const wall: number[] = [];
    const cpu: number[] = [];
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const startCpu = process.cpuUsage();
      total = findApprovedBusinesses({ q, limit: 24 }).total;
      const used = process.cpuUsage(startCpu);
      wall.push(performance.now() - start);
      cpu.push((used.user + used.system) / 1000);
    }
    wall.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const f = (x: number) => x.toFixed(2);
    console.log(
      `| ${q} | ${total} | ${f(percentile(wall, 50))} | ${f(percentile(wall, 99))} | ${f(percentile(cpu, 50))} | ${f(percentile(cpu, 99))} |`,
    );
  }
} finally {
  closeDb();
  rmSync(dir, { recursive: true, force: true });
}
