/** Calendar dates in the site's time zone ('YYYY-MM-DD'): insights count per local day. */
import { site } from '#src/config/site.ts';
import { localDateKey } from '#src/platform/local-time.ts';

// Reading the zone's clock costs microseconds and every counted request asks: remember the answer per minute (time
// zone offsets are whole minutes, so a day never changes inside one).
let cachedMinute = NaN;
let cachedDate = '';
export function localDate(instant: number): string {
  const minute = Math.floor(instant / 60_000);
  if (minute !== cachedMinute) {
    cachedMinute = minute;
    cachedDate = localDateKey(instant, site.timeZone);
  }
  return cachedDate;
}

/** The date `days` before/after a 'YYYY-MM-DD' date (calendar arithmetic, no time zone involved). */
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
