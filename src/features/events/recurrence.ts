/**
 * Recurring events: the three patterns the submit form offers — weekly on one or more
 * weekdays, monthly on the nth (or last) weekday, and a list of dates — and their expansion into
 * occurrences. Browser-safe (the submit form validates with it).
 *
 * Hand-written on purpose: the patterns are expanded on calendar dates (plain Y-M-D arithmetic, no
 * clock), and only then is each date's wall-clock start turned into an instant in the site's zone
 * through @date-fns/tz (the site's one time-zone module), so a 7 PM market stays at 7 PM across the
 * November and March changes. rrule.js computes on UTC-shifted "floating" dates and leaves that step to
 * the caller. The same pattern goes into the calendar files as RRULE/RDATE (src/features/events/server/calendar/), and
 * tests check that ical.js, expanding those files, finds exactly these occurrences.
 */
import { TZDate } from '@date-fns/tz';
import { wallParts } from '#src/platform/local-time.ts';

export const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];
export const WEEKDAY_NAMES: Record<WeekdayCode, string> = {
  SU: 'Sunday',
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
};

/** Which week of the month: 1st … 5th, or -1 for the last. */
export const MONTH_WEEKS = [1, 2, 3, 4, 5, -1] as const;
export type MonthWeek = (typeof MONTH_WEEKS)[number];
export const MONTH_WEEK_NAMES: Record<MonthWeek, string> = { 1: '1st', 2: '2nd', 3: '3rd', 4: '4th', 5: '5th', [-1]: 'last' };

/** A series ends within this many days of its first date: nothing repeats forever. */
export const MAX_SERIES_DAYS = 365;
/** Most extra dates in a list. */
export const MAX_LISTED_DATES = 52;

export type EventRecurrence =
  | { frequency: 'weekly'; weekdays: WeekdayCode[]; until: string | null; count: number | null }
  | { frequency: 'monthly'; week: MonthWeek; weekday: WeekdayCode; until: string | null; count: number | null }
  /** `dates`: the dates after the first one (the event's own start), 'YYYY-MM-DD', ascending. */
  | { frequency: 'dates'; dates: string[] };

export interface Occurrence {
  start: Date;
  end: Date;
}

/** A calendar date; months 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

export const dateKey = (d: CalendarDate): string => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** 'YYYY-MM-DD' → a real calendar date, or null. */
export function parseDateKey(value: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

// Date arithmetic on UTC midnights: no zone, no DST.
const toDayNumber = (d: CalendarDate): number => Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;
function fromDayNumber(n: number): CalendarDate {
  const t = new Date(n * DAY_MS);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}
export const addDays = (d: CalendarDate, days: number): CalendarDate => fromDayNumber(toDayNumber(d) + days);
export const daysBetween = (a: CalendarDate, b: CalendarDate): number => toDayNumber(b) - toDayNumber(a);
/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (d: CalendarDate): number => new Date(toDayNumber(d) * DAY_MS).getUTCDay();

/** The `week`-th `weekday` of a month (-1: the last), or null when the month has no such day (a 5th Saturday). */
export function nthWeekdayOfMonth(year: number, month: number, week: MonthWeek, weekday: number): CalendarDate | null {
  if (week === -1) {
    const nextFirst = month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
    const last = addDays(nextFirst, -1);
    return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
  }
  const first = { year, month, day: 1 };
  const day = 1 + ((weekday - weekdayOf(first) + 7) % 7) + (week - 1) * 7;
  const candidate = { year, month, day };
  return parseDateKey(dateKey(candidate)) ? candidate : null;
}

export const localDate = (instant: Date, timeZone: string): CalendarDate => {
  const w = wallParts(instant, timeZone);
  return { year: w.year, month: w.month, day: w.day };
};

/**
 * The series' dates, the first date included, in order, ending at the pattern's own end and never
 * past MAX_SERIES_DAYS after the first date (nor past `limit` dates).
 */
export function seriesDates(rule: EventRecurrence, first: CalendarDate, limit = 400): CalendarDate[] {
  const lastAllowed = toDayNumber(first) + MAX_SERIES_DAYS;
  if (rule.frequency === 'dates') {
    const extra = rule.dates
      .map(parseDateKey)
      .filter((d): d is CalendarDate => d !== null && toDayNumber(d) > toDayNumber(first) && toDayNumber(d) <= lastAllowed);
    const keys = [...new Set([first, ...extra].map(dateKey))].sort();
    return keys.slice(0, limit).map((k) => parseDateKey(k)!);
  }
  const until = rule.until ? parseDateKey(rule.until) : null;
  const end = Math.min(lastAllowed, until ? toDayNumber(until) : Infinity);
  const max = Math.min(limit, rule.count ?? Infinity);
  const out: CalendarDate[] = [];
  const push = (d: CalendarDate) => {
    const n = toDayNumber(d);
    if (n < toDayNumber(first) || n > end || out.length >= max) return false;
    out.push(d);
    return true;
  };
  if (rule.frequency === 'weekly') {
    const days = new Set(rule.weekdays.map((c) => WEEKDAY_CODES.indexOf(c)));
    // The first date always counts (RFC 5545: DTSTART is the first instance); validation makes it match.
    push(first);
    for (let n = toDayNumber(first) + 1; n <= end && out.length < max; n++) {
      const d = fromDayNumber(n);
      if (days.has(weekdayOf(d))) push(d);
    }
    return out;
  }
  push(first);
  const weekday = WEEKDAY_CODES.indexOf(rule.weekday);
  for (let i = 1; out.length < max; i++) {
    const monthIndex = first.month - 1 + i;
    const year = first.year + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    if (toDayNumber({ year, month, day: 1 }) > end) break;
    const d = nthWeekdayOfMonth(year, month, rule.week, weekday);
    if (d) push(d);
  }
  return out;
}

/** The wall-clock instant of `date` at `hour:minute` in the zone (a time in the spring-forward gap moves on). */
const instantAt = (d: CalendarDate, hour: number, minute: number, timeZone: string): Date =>
  new Date(new TZDate(d.year, d.month - 1, d.day, hour, minute, timeZone).getTime());

/**
 * Every occurrence of a series whose first occurrence is [start, end]: each starts at the first one's
 * wall-clock time and lasts as many calendar days and ends at the same wall-clock time.
 */
export function expandOccurrences(rule: EventRecurrence, start: Date, end: Date, timeZone: string, limit = 400): Occurrence[] {
  const s = wallParts(start, timeZone);
  const e = wallParts(end, timeZone);
  const first = { year: s.year, month: s.month, day: s.day };
  const spanDays = daysBetween(first, { year: e.year, month: e.month, day: e.day });
  return seriesDates(rule, first, limit).map((d) => ({
    start: instantAt(d, s.hour, s.minute, timeZone),
    end: instantAt(addDays(d, spanDays), e.hour, e.minute, timeZone),
  }));
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** 'Every Saturday', 'Every Tuesday and Thursday', 'Monthly on the 2nd Saturday', 'On 4 dates'. */
export function describeRecurrence(rule: EventRecurrence, totalDates?: number): string {
  if (rule.frequency === 'weekly') {
    const ordered = WEEKDAY_CODES.filter((c) => rule.weekdays.includes(c));
    return `Every ${joinNames(ordered.map((c) => WEEKDAY_NAMES[c]))}`;
  }
  if (rule.frequency === 'monthly') return `Monthly on the ${MONTH_WEEK_NAMES[rule.week]} ${WEEKDAY_NAMES[rule.weekday]}`;
  return `On ${totalDates ?? rule.dates.length + 1} dates`;
}
