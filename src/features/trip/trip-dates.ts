/**
 * A trip's dates: the day the visitor arrives and the day they leave (Central calendar days, 'YYYY-MM-DD', both
 * included), so My Trip shows the hours, tides and events of those days rather than today's. They travel in the
 * trip's link (`&arrive=2026-12-05&leave=2026-12-07`) and in the browser's copy of the trip. Browser-safe.
 */
import { addDays, dateKey, daysBetween, parseDateKey, type CalendarDate } from '#src/features/events/recurrence.ts';

export interface TripDates {
  arrive: string;
  leave: string;
}

/** A trip page lists each day's hours and tides: two weeks keeps it readable. */
export const MAX_TRIP_DAYS = 14;

/**
 * The dates typed or linked: one date alone is a one-day trip, dates typed the wrong way round are swapped and a
 * longer trip is cut to MAX_TRIP_DAYS. null when no date can be read.
 */
export function parseTripDates(arrive: unknown, leave: unknown): TripDates | null {
  const read = (v: unknown) => (typeof v === 'string' ? parseDateKey(v) : null);
  let [a, l] = [read(arrive), read(leave)];
  if (!a && !l) return null;
  a ??= l!;
  l ??= a;
  if (daysBetween(a, l) < 0) [a, l] = [l, a];
  if (daysBetween(a, l) >= MAX_TRIP_DAYS) l = addDays(a, MAX_TRIP_DAYS - 1);
  return { arrive: dateKey(a), leave: dateKey(l) };
}

/** Every day of the trip from `from` on (the trip's own first day when absent), in order. */
export function tripDays(dates: TripDates, from?: CalendarDate): CalendarDate[] {
  const arrive = parseDateKey(dates.arrive)!;
  const leave = parseDateKey(dates.leave)!;
  const first = from && daysBetween(arrive, from) > 0 ? from : arrive;
  return Array.from({ length: Math.max(0, daysBetween(first, leave) + 1) }, (_, i) => addDays(first, i));
}

export const sameDates = (a: TripDates | undefined, b: TripDates | undefined): boolean =>
  a?.arrive === b?.arrive && a?.leave === b?.leave;
