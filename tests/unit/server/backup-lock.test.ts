/**
 * `npm run backup` never holds the write lock the site's writes would meet (issue 34, N4): SQLite's
 * online backup reads the database in steps of 100 pages, each under a read lock only, which in WAL
 * mode never stops a writer. Between and during the steps a write can start at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { seedBulkBusinesses } from '../../../db/seed/index';
import { openDb } from '../../../src/server/db/client';
import { backupSite } from '../../../src/server/ops/backup';

const dir = mkdtempSync(join(tmpdir(), 'backup-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('lets another connection take the write lock, without waiting, all through a backup', async () => {
  const databasePath = join(dir, 'site.db');
  const seeded = openDb(databasePath);
  seedBulkBusinesses(seeded, 3_000); // thousands of pages: the backup takes dozens of steps
  seeded.$client.close();

  // The site's connection, as lock-wait.ts sets it while a write lock is known to be held: no wait at all.
  const site = new Database(databasePath);
  site.pragma('busy_timeout = 0');
  let running = true;
  let probes = 0;
  const refused: string[] = [];
  const probe = () => {
    if (!running) return;
    try {
      site.exec('BEGIN IMMEDIATE');
      site.exec('ROLLBACK');
    } catch (error) {
      refused.push((error as Error).message);
    }
    probes++;
    setImmediate(probe);
  };
  setImmediate(probe);
  const report = await backupSite({ databasePath, uploadsDir: join(dir, 'no-uploads'), outDir: join(dir, 'backup') });
  running = false;
  site.close();

  expect(report.tables.businesses).toBeGreaterThanOrEqual(3_000);
  expect(probes).toBeGreaterThan(10);
  expect(refused).toEqual([]);
});
