import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { env } from '@/server/env';
import { onShutdown } from '@/server/ops/shutdown-hooks';
import { SERVING_LOCK_WAIT_MS, setLockWait, STARTUP_LOCK_WAIT_MS } from './lock-wait';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** Migrations are committed in db/migrations; the server and scripts run from the project root. */
function migrationsFolder(): string {
  return process.env.MIGRATIONS_DIR ?? resolve(process.cwd(), 'db/migrations');
}

/**
 * Opens (creating if needed) a database file, sets the pragmas every connection needs, and migrates it.
 * `lockWaitMs`: how long a write waits for another process's write lock (src/server/db/lock-wait.ts);
 * start-up and command-line tools wait long, the serving connection (getDb) briefly.
 */
export function openDb(path: string, { lockWaitMs = STARTUP_LOCK_WAIT_MS }: { lockWaitMs?: number } = {}): Db {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL is durable in WAL mode across process crashes (only an OS crash can lose the last commits).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  setLockWait(sqlite, lockWaitMs);
  // 8 MB of pages cached per connection (better-sqlite3's build defaults to 16 MB): the hot pages of
  // a 100,000-listing database fit, and the operating system caches the file anyway.
  sqlite.pragma('cache_size = -8000');
  const db = drizzle({ client: sqlite, schema }) as Db;
  migrate(db, { migrationsFolder: migrationsFolder() });
  return db;
}

let instance: Db | undefined;

/**
 * The process-wide connection, opened lazily from DATABASE_PATH. Its writes wait only briefly for
 * another process's lock: the server migrated at start-up (prepareDatabase), so the migration here
 * finds nothing to do, and reads never wait.
 */
export function getDb(): Db {
  if (!instance) {
    instance = openDb(env.databasePath, { lockWaitMs: SERVING_LOCK_WAIT_MS });
    onShutdown('database', 100, closeDb);
  }
  return instance;
}

/** Closes the shared connection (tests and CLI scripts). */
export function closeDb(): void {
  instance?.$client.close();
  instance = undefined;
}
