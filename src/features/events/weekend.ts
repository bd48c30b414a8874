/**
 * "This weekend", the one rule for the /events filter and the site search's "events this weekend": from Friday 5 pm
 * to the end of Sunday on the Central wall clock (a Friday night out is the weekend to a visitor), from now once it
 * has begun. Built from wall-clock times, so a DST change inside the weekend makes it an hour shorter or longer, not
 * shifted. Browser-safe.
 */
import { TZDate } from '@date-fns/tz';
import { wallParts } from '#src/platform/local-time.ts';

/** The hour on Friday the weekend starts. */
const WEEKEND_STARTS_FRIDAY_AT = 17;

/** `hour` o'clock on the wall clock of `timeZone`, on the day `days` after the one containing `now`. */
export function wallClockAt(now: Date, timeZone: string, days: number, hour: number): Date {
  const w = wallParts(now, timeZone);
  return new Date(new TZDate(w.year, w.month - 1, w.day + days, hour, 0, timeZone).getTime());
}

/** [from, to) of the weekend `now` is in, or of the coming one from Monday to Friday afternoon. */
export function thisWeekend(now: Date, timeZone: string): { from: Date; to: Date } {
  const weekday = wallParts(now, timeZone).weekday; // 0 Sunday … 6 Saturday
  // Friday of this weekend: today on Friday, earlier on Saturday and Sunday, later on Monday to Thursday.
  const toFriday = weekday === 0 ? -2 : 5 - weekday;
  const from = wallClockAt(now, timeZone, toFriday, WEEKEND_STARTS_FRIDAY_AT);
  return { from: from > now ? from : now, to: wallClockAt(now, timeZone, toFriday + 3, 0) };
}
