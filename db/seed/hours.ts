/** Weekly opening-hour patterns shared by the demo data and the bulk generator. */
import type { DayHours, DayKey, WeeklyHours } from '#src/platform/server/db/schema.ts';

export const weekdays: readonly DayKey[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const open = (from: string, to: string): DayHours => ({ open: from, close: to, closed: false });
const CLOSED: DayHours = { open: '00:00', close: '00:00', closed: true };

/** The same hours every day, except the listed days which are closed. */
export function daily(from: string, to: string, closedOn: readonly DayKey[] = []): WeeklyHours {
  return Object.fromEntries(weekdays.map((d) => [d, closedOn.includes(d) ? CLOSED : open(from, to)])) as WeeklyHours;
}

/** Monday–Friday hours, with optional Saturday hours; Sunday (and Saturday if none given) closed. */
export function weekdaysOnly(from: string, to: string, saturday?: [string, string]): WeeklyHours {
  const hours = daily(from, to, ['saturday', 'sunday']);
  if (saturday) hours.saturday = open(saturday[0], saturday[1]);
  return hours;
}

/** Longer hours on Friday and Saturday, e.g. restaurants and attractions. */
export function weekendLate(from: string, to: string, weekendClose: string, closedOn: readonly DayKey[] = []): WeeklyHours {
  const hours = daily(from, to, closedOn);
  for (const d of ['friday', 'saturday'] as const) if (!closedOn.includes(d)) hours[d] = open(from, weekendClose);
  return hours;
}

/**
 * Open around the clock. By the schema's rule a close at or before the open time runs past
 * midnight, so open '00:00' with close '00:00' means a full 24 hours.
 */
export const allDay: WeeklyHours = daily('00:00', '00:00');
