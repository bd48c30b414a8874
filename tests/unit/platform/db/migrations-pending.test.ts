/** `npm start` loads drizzle's migrator only when the file lacks a committed migration, by drizzle's own rule. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateSqlite } from '#src/platform/server/db/migrate-sqlite.ts';
import { migrationsPending, openSqlite } from '#src/platform/server/db/open-sqlite.ts';

const journal = JSON.parse(readFileSync('db/migrations/meta/_journal.json', 'utf8')) as { entries: { when: number }[] };

describe('migrationsPending', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'migrations-pending-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is true for a new file, false once migrated, and true again when the newest migration is missing', () => {
    const sqlite = openSqlite(join(dir, 'site.db'));
    try {
      expect(migrationsPending(sqlite)).toBe(true);
      migrateSqlite(sqlite, {});
      expect(migrationsPending(sqlite)).toBe(false);
      const applied = sqlite.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number };
      expect(applied.n).toBe(journal.entries.length);
      // As if the file came from before the newest migration was committed.
      sqlite
        .prepare('delete from __drizzle_migrations where created_at = (select max(created_at) from __drizzle_migrations)')
        .run();
      expect(migrationsPending(sqlite)).toBe(true);
    } finally {
      sqlite.close();
    }
  });
});
