import type Database from 'better-sqlite3';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { env } from '#src/config/env.ts';
import { onShutdown } from '#src/platform/server/ops/shutdown-hooks.ts';
import { SERVING_LOCK_WAIT_MS, setLockWait, STARTUP_LOCK_WAIT_MS } from './lock-wait.ts';
import { migrateSqlite } from './migrate-sqlite.ts';
import { openSqlite } from './open-sqlite.ts';
import * as schema from './schema.ts';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * Opens (creating if needed) a database file, sets the pragmas every connection needs, and migrates it.
 * `lockWaitMs`: how long a write waits for another process's write lock (src/platform/server/db/lock-wait.ts);
 * start-up and command-line tools wait long, the serving connection (getDb) briefly.
 */
export function openDb(path: string, { lockWaitMs = STARTUP_LOCK_WAIT_MS }: { lockWaitMs?: number } = {}): Db {
  const sqlite = openSqlite(path);
  setLockWait(sqlite, lockWaitMs);
  const db = migrateSqlite(sqlite, schema) as Db;
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
