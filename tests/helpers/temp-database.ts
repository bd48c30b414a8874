/**
 * Gives a unit test file its own empty SQLite file: the app's connection is pointed at it before the
 * file's own beforeAll hooks run (register this first), and closed and removed after the last test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { closeDb } from '#src/platform/server/db/client.ts';

export function useTempDatabaseFile(prefix: string): void {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    process.env.DATABASE_PATH = join(dir, 'test.db');
    closeDb();
  });
  afterAll(() => {
    closeDb();
    rmSync(dir, { recursive: true, force: true });
  });
}
