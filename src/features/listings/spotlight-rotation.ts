/**
 * The home page's Business Spotlight rotation: every listing that shows the Featured badge
 * reaches the home page in turn. The eligible ids, in id order, are read as a ring; each site-local day
 * (Central time) shows the next `size` of them, so with n eligible listings each one is shown on `size` of
 * every n days (all of them every day when n ≤ size). Deterministic, not random: a visitor sees the same
 * spotlight all day, and a new listing joins the ring at its id's place. Browser-safe, no database.
 */
import { localDateKey, localToInstant } from '#src/platform/local-time.ts';

const DAY_MS = 86_400_000;

/** The site-local calendar day of `now` as a day number (days since 1970-01-01): it changes at local midnight. */
export function localDayNumber(now: Date | number, timeZone: string): number {
  const [y, m, d] = localDateKey(now, timeZone).split('-').map(Number);
  return Math.round(Date.UTC(y!, m! - 1, d!) / DAY_MS);
}

/**
 * Today's window of `ids` (sorted ascending here): `size` of them starting at (day × size) mod n, wrapping.
 * Fewer than `size`: all of them, starting at a position that moves each day, so first place rotates too.
 */
export function spotlightWindow(ids: readonly number[], day: number, size: number): number[] {
  const ring = [...ids].sort((a, b) => a - b);
  const n = ring.length;
  if (n === 0 || size <= 0) return [];
  const start = (((day * size) % n) + n) % n;
  return Array.from({ length: Math.min(size, n) }, (_, i) => ring[(start + i) % n]!);
}

/** Seconds from `now` to the next site-local midnight (at least 1): how long a page with today's spotlight stays right. */
export function secondsUntilLocalMidnight(now: Date | number, timeZone: string): number {
  const t = typeof now === 'number' ? now : now.getTime();
  const tomorrow = new Date((localDayNumber(t, timeZone) + 1) * DAY_MS).toISOString().slice(0, 10);
  const midnight = localToInstant(`${tomorrow}T00:00`, timeZone)!.getTime();
  return Math.max(1, Math.ceil((midnight - t) / 1000));
}
