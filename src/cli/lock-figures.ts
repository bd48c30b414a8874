/**
 * `npx tsx src/cli/lock-figures.ts`: the figures behind the serving connection's short wait for another
 * process's write lock (src/platform/server/db/lock-wait.ts, docs/deployment.md "Database locks"). On a
 * throw-away database with the site's schema and 10,000 listings, in WAL mode with synchronous=NORMAL as
 * the site runs, it times how long each kind of writer holds the write lock:
 *   - an insights flush slice: 500 upserts in one transaction (src/features/insights/server/counters.ts);
 *   - a request's write: a contact message and its mail row;
 *   - a TRUNCATE checkpoint of a WAL of several MB (what Litestream and `PRAGMA wal_checkpoint` do);
 * and what a write that meets a held lock costs the thread for a few busy timeouts.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { seedBulkBusinesses } from '#seed/index.ts';
import { openDb } from '#src/platform/server/db/client.ts';

const LISTINGS = 10_000;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
console.log(`load average before: ${load()}`);

const dir = mkdtempSync(join(tmpdir(), 'lock-figures-'));
const path = join(dir, 'site.db');
const seeded = openDb(path);
seedBulkBusinesses(seeded, LISTINGS);
seeded.$client.close();

const db = new Database(path);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('wal_checkpoint(TRUNCATE)');
// Checkpoints only when measured.
db.pragma('wal_autocheckpoint = 0');
const ids = db.prepare('select id from businesses').pluck().all() as number[];

function summary(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
  return `median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${sorted.at(-1)!.toFixed(2)} ms (${sorted.length} runs)`;
}

function timed(runs: number, work: (run: number) => void): number[] {
  return Array.from({ length: runs }, (_, run) => {
    const start = performance.now();
    work(run);
    return performance.now() - start;
  });
}

const upsertDay = db.prepare(
  `insert into business_daily_stats (business_id, date, views, impressions) values (?, ?, 1, 1)
   on conflict (business_id, date) do update set views = views + 1, impressions = impressions + 1`,
);
const slices = timed(200, (run) => {
  db.exec('BEGIN IMMEDIATE');
  for (let i = 0; i < 500; i++)
    upsertDay.run(ids[(run * 500 + i) % ids.length], `2026-11-${String(1 + (run % 28)).padStart(2, '0')}`);
  db.exec('COMMIT');
});
console.log(`insights flush slice (500 upserts): ${summary(slices)}`);

const message = db.prepare(
  `insert into contact_messages (name, email, subject, message) values ('Dana', 'dana@example.org', 'Kayaks', 'Hourly rentals?')`,
);
const mail = db.prepare(
  `insert into mail_queue ("to", subject, text, next_attempt_at) values ('hello@example.org', 'Contact', 'text', 0)`,
);
const requests = timed(500, () => {
  db.exec('BEGIN IMMEDIATE');
  message.run();
  mail.run();
  db.exec('COMMIT');
});
console.log(`a request's write (message + mail row): ${summary(requests)}`);

db.pragma('wal_checkpoint(TRUNCATE)'); // the writes above: each checkpoint below has only its own
const describe = db.prepare('update businesses set description = ? where id = ?');
const walSizes: number[] = [];
const checkpoints = Array.from({ length: 20 }, (_, run) => {
  db.transaction(() => {
    for (let i = 0; i < 1_500; i++) describe.run(`${'x'.repeat(2_000)}${run}`, ids[(run * 1_500 + i) % ids.length]);
  })();
  walSizes.push(statSync(`${path}-wal`).size / 1024 / 1024);
  const start = performance.now();
  db.pragma('wal_checkpoint(TRUNCATE)');
  return performance.now() - start;
});
const wal = `${Math.min(...walSizes).toFixed(1)}-${Math.max(...walSizes).toFixed(1)} MB`;
console.log(`TRUNCATE checkpoint of a ${wal} WAL: ${summary(checkpoints)}`);

const holder = new Database(path);
holder.exec('BEGIN EXCLUSIVE');
for (const timeoutMs of [0, 20, 50, 100]) {
  db.pragma(`busy_timeout = ${timeoutMs}`);
  const waits = timed(10, () => {
    try {
      db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    }
  });
  console.log(`busy_timeout ${timeoutMs}: a write meeting a held lock holds the thread ${summary(waits)}`);
}
holder.exec('ROLLBACK');
holder.close();
db.close();
console.log(`load average after: ${load()} (other work on the machine stretches every figure)`);
rmSync(dir, { recursive: true, force: true });
