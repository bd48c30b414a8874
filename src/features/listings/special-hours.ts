/**
 * Special hours (premium): dated exceptions to the weekly hours (holiday and storm closures, seasonal
 * hours) in the site's time zone. They override that day's weekly hours in "Open now".
 */
import { openState, wallClock, type DayHours, type OpenState, type WeeklyHours } from './hours.ts';
import { localDateKey } from '#src/platform/local-time.ts';
import { formatShortDate } from '#src/platform/format.ts';

export interface SpecialHoursEntry {
  date: string; // 'YYYY-MM-DD'
  closed: boolean;
  open?: string;
  close?: string;
  note?: string;
}

/** The day's line a special entry stands for: closed, or its one range. */
export const specialDayLine = (entry: SpecialHoursEntry): DayHours =>
  entry.closed ? { open: '00:00', close: '00:00', closed: true } : { open: entry.open!, close: entry.close!, closed: false };

/** The weekly hours with today's line replaced by today's special entry, if there is one. */
export function withSpecialHours(
  hours: WeeklyHours | null | undefined,
  special: SpecialHoursEntry[] | null | undefined,
  at: Date,
  timeZone: string,
): { hours: WeeklyHours | null | undefined; today?: SpecialHoursEntry } {
  const today = special?.find((s) => s.date === localDateKey(at, timeZone));
  if (!today) return { hours };
  return { hours: { ...(hours ?? {}), [wallClock(at, timeZone).day]: specialDayLine(today) }, today };
}

/**
 * 'Open now' / 'Closed now' with today's special hours applied, as the business page and My Trip show it:
 * a special closure says so in the detail. `state` is undefined when the hours are unknown.
 */
export function openStateToday(
  hours: WeeklyHours | null | undefined,
  special: SpecialHoursEntry[] | null | undefined,
  at: Date,
  timeZone: string,
): { hours: WeeklyHours | null | undefined; today?: SpecialHoursEntry; state?: OpenState } {
  const effective = withSpecialHours(hours, special, at, timeZone);
  const base = openState(effective.hours, at, timeZone);
  const closedToday = effective.today?.closed;
  const detail =
    closedToday && (effective.today?.note ? `Closed today: ${effective.today.note}` : 'Closed today (special hours)');
  return { ...effective, state: base && detail ? { ...base, detail } : base };
}

/** Entries from today on, soonest first. */
export function upcomingSpecialHours(special: SpecialHoursEntry[] | null | undefined, at: Date, timeZone: string, limit = 10) {
  const from = localDateKey(at, timeZone);
  return (special ?? []).filter((s) => s.date >= from).slice(0, limit);
}

/** 'Thu, Nov 26, 2026': the site's date format, with the weekday (hours depend on it). */
export const formatSpecialDate = (date: string): string =>
  formatShortDate(new Date(`${date}T12:00:00Z`), 'UTC', { weekday: true });
