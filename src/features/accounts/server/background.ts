/**
 * Work whose outcome must not show in the response, not even in its timing: "if that address has
 * an account, we mailed it" answers are sent first, and the lookup + token + queued mail happen after.
 */
import { isDatabaseBusy, writesBlocked } from '#src/platform/server/db/busy.ts';
import { errorText, logger } from '#src/platform/server/log.ts';
const AFTER_RESPONSE_MS = 25;

/**
 * While another process holds the database's write lock the work waits in memory (its mail was
 * promised) and is tried again every few seconds, but only once a write could start, so the retries do
 * not spend the per-address mail allowance while the lock lasts. Bounded: at most MAX_WAITING pieces, for
 * at most MAX_RETRIES tries (ten minutes); past that it is dropped (logged) and the visitor asks again.
 */
const RETRY_MS = 5_000;
const MAX_RETRIES = 120;
const MAX_WAITING = 1_000;
let waiting = 0;

export function afterResponse(label: string, work: () => void): void {
  // Not setImmediate: the adapter writes the response over several ticks, and synchronous DB work
  // landing in between would delay it for known addresses only.
  setTimeout(() => attempt(label, work, 1), AFTER_RESPONSE_MS);
}

function attempt(label: string, work: () => void, tries: number): void {
  // Both inside the try: this runs from a timer, where any other error (the database closed at shutdown, a
  // read-only or failing disk) would otherwise end the process.
  try {
    if (tries === 1 || !writesBlocked()) {
      work();
      return settle(tries);
    }
  } catch (error) {
    if (!isDatabaseBusy(error)) {
      logger.error({ err: errorText(error) }, `[auth] ${label} failed`);
      return settle(tries);
    }
  }
  if (tries > MAX_RETRIES || (tries === 1 && waiting >= MAX_WAITING)) {
    logger.error(`[auth] ${label} dropped: the database stayed locked by another process`);
    return settle(tries);
  }
  if (tries === 1) waiting++;
  setTimeout(() => attempt(label, work, tries + 1), RETRY_MS).unref();
}

/** One piece of work is over (done, failed or dropped). */
function settle(tries: number): void {
  if (tries > 1) waiting--;
}
