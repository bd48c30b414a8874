/**
 * How long a connection waits when another process holds SQLite's write lock: an operator's `sqlite3`
 * inside BEGIN EXCLUSIVE, a migration script, VACUUM, a checkpoint by Litestream. better-sqlite3 is
 * synchronous, so a write that waits holds the whole event loop, and every visitor waits with it.
 * Reads never wait:
 * in WAL mode they go on from the last committed state whoever holds the write lock.
 *
 * - While serving, a write waits at most SERVING_LOCK_WAIT_MS, then fails with SQLITE_BUSY: the request
 *   answers 503, background work keeps its data and tries again later (src/platform/server/db/busy.ts).
 * - Once a write has met the lock, writes do not wait at all for COOL_DOWN_MS (a second, renewed while
 *   they keep meeting it): a flood of writes during a long lock costs the loop one wait, not one per write.
 * - Start-up (migrations, demo data) and command-line tools wait STARTUP_LOCK_WAIT_MS: they serve nobody.
 *
 * Why 50 ms: long enough to wait out the locks well-behaved writers hold (a WAL checkpoint by Litestream or
 * `PRAGMA wal_checkpoint`, the site's own writes), short enough that a real lock costs the loop little; a
 * write that still meets the lock answers 503 and is tried again (the measured figures are in docs/deployment.md,
 * "Database locks").
 */
import type Database from 'better-sqlite3';

export const SERVING_LOCK_WAIT_MS = 50;
export { STARTUP_LOCK_WAIT_MS } from './open-sqlite.ts';
const COOL_DOWN_MS = 1_000;

interface LockWait {
  /** The wait set at open (serving or start-up). */
  normalMs: number;
  /** Until when writes do not wait (0: not cooling down). */
  coolUntil: number;
}

const waits = new WeakMap<Database.Database, LockWait>();

/** Sets how long writes on `client` wait for another process's write lock. */
export function setLockWait(client: Database.Database, ms: number): void {
  waits.set(client, { normalMs: ms, coolUntil: 0 });
  client.pragma(`busy_timeout = ${ms}`);
}

/** SQLITE_BUSY and its extended codes (BUSY_SNAPSHOT, BUSY_RECOVERY, BUSY_TIMEOUT), also wrapped by drizzle as `cause`. */
export function isLockError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_'))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A write on `client` just met another process's lock: writes fail at once for the next second.
 * Returns true when this starts a new spell (the caller logs it once, not once per write).
 */
export function lockMet(client: Database.Database, now = Date.now()): boolean {
  const wait = waits.get(client);
  if (!wait || !client.open) return false;
  const startsSpell = wait.coolUntil === 0;
  wait.coolUntil = now + COOL_DOWN_MS;
  if (!startsSpell) return false;
  client.pragma('busy_timeout = 0');
  const restore = () => {
    if (!client.open) return;
    const left = wait.coolUntil - Date.now();
    if (left > 0) {
      setTimeout(restore, left).unref();
      return;
    }
    wait.coolUntil = 0;
    client.pragma(`busy_timeout = ${wait.normalMs}`);
  };
  setTimeout(restore, COOL_DOWN_MS).unref();
  return true;
}

/**
 * Whether a write could start now, waiting no longer than a write would: BEGIN IMMEDIATE takes the
 * write lock and ROLLBACK gives it straight back, writing nothing. For /healthz.
 */
export function canWrite(client: Database.Database): boolean {
  if (client.inTransaction) return true; // only this connection's own (synchronous) writes could be in one
  try {
    client.exec('BEGIN IMMEDIATE');
    client.exec('ROLLBACK');
    return true;
  } catch (error) {
    if (!isLockError(error)) throw error;
    return false;
  }
}
