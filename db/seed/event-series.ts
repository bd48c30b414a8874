/** The demo events that repeat: their pattern, built from the seeding day. */
import { site } from '#src/config/site.ts';
import {
  addDays,
  dateKey,
  localDate,
  nthWeekdayOfMonth,
  weekdayOf,
  WEEKDAY_CODES,
  daysBetween,
  type EventRecurrence,
} from '#src/features/events/recurrence.ts';
import type { DemoEvent } from './events';
import { localInstant } from './time';

/** `shift`: days to move the demo's start by (a first-Saturday series starts on the next first Saturday). */
export function demoSeries(e: DemoEvent, now: Date): { shift: number; recurrence: EventRecurrence | null } {
  const repeats = e.repeats;
  if (!repeats) return { shift: 0, recurrence: null };
  const today = localDate(now, site.timeZone);
  const start = addDays(today, e.start.day);
  if ('weekly' in repeats) {
    return {
      shift: 0,
      recurrence: { frequency: 'weekly', weekdays: [WEEKDAY_CODES[weekdayOf(start)]!], until: null, count: repeats.weekly },
    };
  }
  if ('daysAfter' in repeats) {
    return { shift: 0, recurrence: { frequency: 'dates', dates: repeats.daysAfter.map((n) => dateKey(addDays(start, n))) } };
  }
  // The next first Saturday on or after the start day (today's counts while it has not begun).
  let first = nthWeekdayOfMonth(start.year, start.month, 1, 6)!;
  if (daysBetween(start, first) < 0 || localInstant(now, daysBetween(today, first), e.end.time) < now) {
    const next = start.month === 12 ? { year: start.year + 1, month: 1 } : { year: start.year, month: start.month + 1 };
    first = nthWeekdayOfMonth(next.year, next.month, 1, 6)!;
  }
  return {
    shift: daysBetween(start, first),
    recurrence: { frequency: 'monthly', week: 1, weekday: 'SA', until: null, count: repeats.firstSaturdayMonthly },
  };
}
