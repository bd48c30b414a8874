/**
 * `npm run backup` and the site's writes. SQLite's online backup reads under a read lock
 * only, which in WAL mode never stops a writer: the site can take the write lock, without waiting, all
 * through a backup. And the backup finishes while the site keeps writing: SQLite starts a stepped backup
 * over whenever another connection writes between two steps, so the whole file is copied in one step.
 *
 * "The site" is a connection of its own: in a worker thread where it must run during a backup step.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedBulkBusinesses } from '#seed/index.ts';
import { openDb } from '#src/platform/server/db/client.ts';
import { backupSite } from '#src/platform/server/ops/backup.ts';

const dir = mkdtempSync(join(tmpdir(), 'backup-lock-'));
const databasePath = join(dir, 'site.db');
beforeAll(() => {
  const seeded = openDb(databasePath);
  seedBulkBusinesses(seeded, 3_000); // about 1,300 pages: dozens of 100-page steps before
  seeded.$client.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Takes the write lock without waiting (busy_timeout 0), over and over until told to stop: only gives it
 * back (ROLLBACK), or writes a row each time (`write`). Reports how often it got the lock and how often not.
 */
const SITE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 0');
const insert = db.prepare("insert into audit_log (action) values ('backup-lock.test')");
let stop = false;
const counts = { took: 0, refused: 0 };
parentPort.on('message', () => (stop = true));
const turn = () => {
  for (let i = 0; i < 50; i++) {
    try {
      db.exec('BEGIN IMMEDIATE');
      if (workerData.write) insert.run();
      db.exec(workerData.write ? 'COMMIT' : 'ROLLBACK');
      counts.took++;
    } catch {
      if (db.inTransaction) db.exec('ROLLBACK');
      counts.refused++;
    }
  }
  if (counts.took + counts.refused === 50) parentPort.postMessage('running');
  if (stop) {
    db.close();
    parentPort.postMessage(counts);
  } else setImmediate(turn);
};
turn();
`;

async function whileTheSiteWrites<T>(
  write: boolean,
  work: () => Promise<T>,
): Promise<{ result: T; took: number; refused: number }> {
  const site = new Worker(SITE, {
    eval: true,
    workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), path: databasePath, write },
  });
  const messages: unknown[] = [];
  const next = () => new Promise<unknown>((resolve) => site.once('message', resolve));
  messages.push(await next()); // 'running': the site is taking the lock before the backup starts
  const result = await work();
  const done = next();
  site.postMessage('stop');
  const counts = (await done) as { took: number; refused: number };
  await site.terminate();
  return { result, ...counts };
}

it('lets the site take the write lock, without waiting, all through a backup', async () => {
  const { result, took, refused } = await whileTheSiteWrites(false, () =>
    backupSite({ databasePath, uploadsDir: join(dir, 'no-uploads'), outDir: join(dir, 'backup-a') }),
  );
  expect(result.tables.businesses).toBe(3_000);
  expect(took).toBeGreaterThan(0);
  expect(refused).toBe(0);
});

it('finishes while the site writes between every two of its steps, with a consistent copy', async () => {
  // The site's writes here come from this thread, one after each turn of the event loop: between any two
  // steps of a stepped backup. Before the one-step copy it started over after every write, for ever.
  const site = new Database(databasePath);
  const insert = site.prepare("insert into audit_log (action) values ('backup-lock.test')");
  const MAX_WRITES = 2_000;
  let writes = 0;
  let finished = false;
  const write = () => {
    if (finished || writes >= MAX_WRITES) return;
    insert.run();
    writes++;
    setImmediate(write);
  };
  setImmediate(write);
  const report = await backupSite({ databasePath, uploadsDir: join(dir, 'no-uploads'), outDir: join(dir, 'backup-b') });
  finished = true;
  site.close();
  expect(writes).toBeGreaterThan(0);
  expect(writes).toBeLessThan(MAX_WRITES); // finished while the writes went on, not once they stopped
  // integrity_check passed (backupSite throws otherwise), and the copy is of one instant during the writes.
  expect(report.tables.businesses).toBe(3_000);
  expect(report.tables.audit_log).toBeLessThanOrEqual(writes);
});
