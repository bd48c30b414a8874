/**
 * Data migrations tested on a database that already has rows: migrate a real SQLite file up to (not
 * including) one migration, let the test insert rows the old schema allows, then run the real drizzle
 * migrator for the rest. The folder is removed when the test that made it finishes.
 */
import Database from 'better-sqlite3';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { openDb } from '#src/platform/server/db/client.ts';

export interface MigrationFixture {
  dir: string;
  file: string;
  /** The database as it was before the migration under test, to insert old rows into. */
  before: Database.Database;
  /** Closes `before`, runs every remaining migration and returns the migrated database. */
  migrateRest: () => ReturnType<typeof openDb>;
}

export function databaseBefore(tag: string, prefix: string): MigrationFixture {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const migrations = join(dir, 'migrations-before');
  cpSync('db/migrations', migrations, { recursive: true });
  const journalPath = join(migrations, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`No migration ${tag} after the first one`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

  const file = join(dir, 'site.db');
  const previous = process.env.MIGRATIONS_DIR;
  process.env.MIGRATIONS_DIR = migrations;
  try {
    openDb(file).$client.close();
  } finally {
    if (previous === undefined) delete process.env.MIGRATIONS_DIR;
    else process.env.MIGRATIONS_DIR = previous;
  }
  const before = new Database(file);
  return {
    dir,
    file,
    before,
    migrateRest: () => {
      before.close();
      const saved = process.env.MIGRATIONS_DIR;
      process.env.MIGRATIONS_DIR = join(process.cwd(), 'db/migrations');
      try {
        return openDb(file);
      } finally {
        if (saved === undefined) delete process.env.MIGRATIONS_DIR;
        else process.env.MIGRATIONS_DIR = saved;
      }
    },
  };
}

/** A user row as every schema since the first migration allows it; returns its id. */
export const insertUser = (db: Database.Database, email: string): number =>
  Number(
    db.prepare("insert into users (email, first_name, last_name, password_hash) values (?, 'A', 'B', 'x')").run(email)
      .lastInsertRowid,
  );
