/**
 * Unconfirmed newsletter sign-ups do not linger: a sign-up nobody confirmed within
 * CONFIRM_DAYS of its latest link is deleted, with its address, by an hourly sweep and before every new sign-up.
 */
import { deletePendingRequestedBefore } from './newsletter.queries.ts';
import { errorText, logger } from '#src/platform/server/log.ts';

export const CONFIRM_DAYS = 7;
const CONFIRM_MS = CONFIRM_DAYS * 24 * 60 * 60_000;
const SWEEP_MS = 60 * 60_000;

/** Requests made before this moment can no longer be confirmed. */
const oldestConfirmable = (now: Date): Date => new Date(now.getTime() - CONFIRM_MS);

export function isConfirmable(requestedAt: Date, now: Date): boolean {
  return requestedAt.getTime() > oldestConfirmable(now).getTime();
}

export function forgetExpiredSignups(now = new Date()): number {
  return deletePendingRequestedBefore({ before: oldestConfirmable(now) });
}

let timer: NodeJS.Timeout | undefined;

/** Starts the hourly sweep once per process (the timer never keeps the process alive). */
export function ensureNewsletterSweep(): void {
  if (timer) return;
  const sweep = () => {
    try {
      forgetExpiredSignups();
    } catch (error) {
      // A busy or locked database: the next sweep (or sign-up) tries again.
      logger.warn({ err: errorText(error) }, '[newsletter] expired sign-ups not cleared');
    }
  };
  timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  setImmediate(sweep);
}
