/**
 * What the site does when a write meets another process's write lock (src/platform/server/db/lock-wait.ts has
 * how long it waits first): a request's write is refused with 503 and Retry-After, and has changed
 * nothing (its transaction rolled back); background writes keep their data and try again later, or are
 * skipped when nothing depends on them (a session's expiry slid forward).
 */
import { getDb } from './client.ts';
import { jsonError } from '#src/platform/server/http/json.ts';
import { errorText, logger } from '#src/platform/server/log.ts';
import { canWrite, isLockError, lockMet } from './lock-wait.ts';

/** Seconds a refused visitor is asked to wait: an operator's command or a checkpoint is usually done by then. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export const databaseBusyText = {
  title: 'Please try again in a moment',
  error: 'The site is busy saving other changes, so nothing was saved. Please try again in a few seconds.',
} as const;

/**
 * True when `error` is another process's write lock. The connection then stops waiting for a second
 * (lock-wait.ts), and the first such error of a spell is logged once for operators.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (!isLockError(error)) return false;
  noteLockMet(errorText(error));
  return true;
}

function noteLockMet(what: string): void {
  if (lockMet(getDb().$client)) {
    logger.warn({ err: what }, '[db] another process holds the database write lock: writes are refused (503) until it lets go');
  }
}

/** The JSON answer to an /api request whose write met the lock. */
export function databaseBusyResponse(): Response {
  return jsonError(503, databaseBusyText.error, undefined, { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });
}

/** Runs a write nothing depends on: true when done, false when it met the lock and was skipped. */
export function skipIfBusy(write: () => unknown): boolean {
  try {
    write();
    return true;
  } catch (error) {
    if (isDatabaseBusy(error)) return false;
    throw error;
  }
}

/** Whether writes cannot proceed now (for /healthz); never waits longer than a write would. */
export function writesBlocked(): boolean {
  const client = getDb().$client;
  if (canWrite(client)) return false;
  noteLockMet('health check: BEGIN IMMEDIATE met the lock');
  return true;
}
