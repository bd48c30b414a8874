/**
 * Opening and migrating the SQLite file, in plain JavaScript so that `npm start` (src/cli/start.mjs) migrates
 * before the server listens without loading the TypeScript sources; src/server/db/client.ts builds on it.
 */
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { env } from '../../config/env.mjs';

/** Start-up and command-line tools serve nobody, so they wait long for another process's write lock. */
export const STARTUP_LOCK_WAIT_MS = 30_000;

/**
 * Opens (creating if needed) a database file with the pragmas every connection needs.
 * @param {string} path
 * @returns {import('better-sqlite3').Database}
 */
export function openSqlite(path) {
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

/**
 * Applies the migrations committed in db/migrations (the server and scripts run from the project root).
 * @template {Record<string, unknown>} S
 * @param {import('better-sqlite3').Database} sqlite
 * @param {S} schema
 */
export function migrateSqlite(sqlite, schema) {
  const db = drizzle({ client: sqlite, schema });
  migrate(db, { migrationsFolder: env.migrationsDir ?? resolve(process.cwd(), 'db/migrations') });
  return db;
}

/**
 * True when there are no businesses and no users, so demo data cannot clash with real data.
 * @param {import('better-sqlite3').Database} sqlite
 * @returns {boolean}
 */
export function holdsNoData(sqlite) {
  return !sqlite.prepare('select exists(select 1 from businesses) or exists(select 1 from users) as any').get().any;
}
