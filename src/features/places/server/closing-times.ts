/** The open-now lists' "Closes at …": each open listing's closing time, from the rows the open-now filter reads. */
import { getDb } from '#src/platform/server/db/client.ts';
import { site } from '#src/config/site.ts';
import { closingTimes } from './open-hours.queries.ts';

/**
 * `items` with `closesAt`: the Central wall-clock time each closes ('21:00', '02:00' past midnight), null when open
 * around the clock; left out for one that is no longer open at `at`.
 */
export function withClosingTimes<T extends { id: number }>(items: T[], at: Date): (T & { closesAt?: string | null })[] {
  const times = closingTimes(
    getDb().$client,
    items.map((b) => b.id),
    at,
    site.timeZone,
  );
  return items.map((b) => (times.has(b.id) ? { ...b, closesAt: times.get(b.id)! } : b));
}
