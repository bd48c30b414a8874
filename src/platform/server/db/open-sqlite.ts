/**
 * Opening the SQLite file and telling whether it needs migrating, so that `npm start` (src/cli/start.ts) migrates
 * before the server listens without loading the rest of the sources; src/platform/server/db/client.ts builds on it.
 * No drizzle here: loading drizzle-orm from node_modules costs about a second of CPU (Node parses its large
 * package.json once for each of its files), so a start with nothing to migrate leaves it to the server's bundle,
 * where it is one file (./migrate-sqlite.ts migrates).
 */
import Database from 'better-sqlite3';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { env } from '#src/config/env.ts';

/** Start-up and command-line tools serve nobody, so they wait long for another process's write lock. */
export const STARTUP_LOCK_WAIT_MS = 30_000;

/** Opens (creating if needed) a database file with the pragmas every connection needs. */
export function openSqlite(path: string): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL is durable in WAL mode across process crashes (only an OS crash can lose the last commits).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // 8 MB of pages per connection instead of better-sqlite3's 16 MB: the operating system caches the file anyway.
  sqlite.pragma('cache_size = -8000');
  return sqlite;
}

/** The migrations committed in db/migrations (the server and scripts run from the project root). */
export const migrationsFolder = (): string => env.migrationsDir ?? resolve(process.cwd(), 'db/migrations');

/**
 * True when db/migrations holds a migration the file has not had, by drizzle's own rule: its migrator applies each
 * journal entry whose `when` is after the newest `created_at` in its `__drizzle_migrations` table.
 */
export function migrationsPending(sqlite: Database.Database): boolean {
  const journal: { entries: { when: number }[] } = JSON.parse(
    readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  );
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const recorded = sqlite.prepare(`select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'`).get();
  if (!recorded) return true;
  const last = sqlite
    .prepare<[], { at: number | string | null }>('select max(created_at) as at from __drizzle_migrations')
    .get()?.at;
  return last === null || last === undefined || Number(last) < newest;
}

/** True when there are no businesses and no users, so demo data cannot clash with real data. */
export function holdsNoData(sqlite: Database.Database): boolean {
  const row = sqlite
    .prepare<[], { any: number }>('select exists(select 1 from businesses) or exists(select 1 from users) as any')
    .get();
  return !row?.any;
}
