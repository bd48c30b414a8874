/** Points the app at a fresh temporary SQLite file for one test file (each file runs in its own process). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function useTempDatabase(): string {
  const dir = mkdtempSync(join(tmpdir(), 'auth-unit-'));
  process.env.DATABASE_PATH = join(dir, 'site.db');
  process.env.MAIL_OUTBOX_DIR = join(dir, 'outbox');
  return dir;
}
