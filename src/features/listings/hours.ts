/**
 * Weekly opening hours: display, schema.org codes and the "Open now" state.
 * Hours are wall-clock times in the business's zone (the site's zone, America/Chicago), so all
 * comparisons are done on the local wall clock (wallParts in src/platform/local-time.ts): that is what makes them right
 * across DST changes. A close at or before the open time means the business closes after midnight
 * (and equal times mean open around the clock). A day may have a second range (`open2`/`close2`,
 * e.g. after a lunch break); only the day's last range may run past midnight.
 * Browser-safe: no server imports.
 */
import { wallParts } from '#src/platform/local-time.ts';

export type DayKey = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export interface DayHours {
  open: string;
  close: string;
  closed: boolean;
  /** The second range of a split day (lunch break): both or neither. */
  open2?: string;
  close2?: string;
}
export type WeeklyHours = Partial<Record<DayKey, DayHours>>;

export const dayKeys: readonly DayKey[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const dayCodes: Record<DayKey, string> = {
  monday: 'Mo',
  tuesday: 'Tu',
  wednesday: 'We',
  thursday: 'Th',
  friday: 'Fr',
  saturday: 'Sa',
  sunday: 'Su',
};

export const dayLabel = (day: DayKey): string => day[0]!.toUpperCase() + day.slice(1);

const MINUTES_PER_DAY = 24 * 60;

/** 'HH:MM' (24-hour) to minutes after midnight; undefined when malformed. '24:00' is allowed as a close. */
export function parseClock(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min !== 0)) return undefined;
  return h * 60 + min;
}

interface Span {
  open: number;
  close: number;
}

/** The usable spans of one day's line, in order; empty when closed, missing or malformed (stored JSON is not trusted). */
function lineSpans(d: DayHours | undefined): Span[] {
  if (!d || typeof d !== 'object' || d.closed) return [];
  const open = parseClock(d.open);
  const close = parseClock(d.close);
  if (open === undefined || close === undefined) return [];
  const spans: Span[] = [{ open, close }];
  const open2 = parseClock(d.open2);
  const close2 = parseClock(d.close2);
  if (open2 !== undefined && close2 !== undefined && close > open && open2 >= close) spans.push({ open: open2, close: close2 });
  return spans;
}

/** The usable spans of a day of `hours`. */
const daySpans = (hours: WeeklyHours | null | undefined, day: DayKey): Span[] => lineSpans(hours?.[day]);

const daySpan = (hours: WeeklyHours | null | undefined, day: DayKey): Span | undefined => daySpans(hours, day)[0];

/** Whether a span ends after midnight (or runs around the clock). */
const pastMidnight = (s: Span) => s.close <= s.open;

/**
 * When one day's line is open, as [start, end) minutes after that day's midnight: exactly the minutes isOpenAtClock
 * (below) finds open on that day and, past midnight, on the next. A range past midnight ends after 1440; a line with a
 * range open around the clock is open all of its day and runs on into none (only a close before the open does).
 * For the stored form the open-now filter reads in SQL (src/features/places/server/open-hours.queries.ts).
 */
export function dayOpenRanges(line: DayHours | undefined): { start: number; end: number }[] {
  const spans = lineSpans(line);
  if (spans.some((s) => s.open === s.close)) return [{ start: 0, end: MINUTES_PER_DAY }];
  // Only a day's last span can close past midnight: a second span needs the first to close before midnight.
  return spans.map((s) => ({ start: s.open, end: pastMidnight(s) ? MINUTES_PER_DAY + s.close : s.close }));
}

/** True when at least one day has hours we can use. */
export function hasHours(hours: WeeklyHours | null | undefined): boolean {
  return !!hours && dayKeys.some((d) => hours[d] && typeof hours[d] === 'object');
}

/** '13:30' → '1:30 PM'; midnight is '12:00 AM'. */
export function formatClock(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const h24 = Math.floor(m / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

export interface DayLine {
  day: DayKey;
  label: string;
  text: string;
  closed: boolean;
}

/** One line per weekday, Monday first: '9:00 AM – 5:00 PM', 'Closed' or 'Open 24 hours'. */
export function formatWeeklyHours(hours: WeeklyHours | null | undefined): DayLine[] {
  return dayKeys.map((day) => {
    const spans = daySpans(hours, day);
    if (!spans.length) return { day, label: dayLabel(day), text: 'Closed', closed: true };
    const text =
      spans[0]!.open === spans[0]!.close
        ? 'Open 24 hours'
        : spans.map((s) => `${formatClock(s.open)} – ${formatClock(s.close)}`).join(', ');
    return { day, label: dayLabel(day), text, closed: false };
  });
}

const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * schema.org `openingHours` strings with two-letter day codes, consecutive days with the same
 * hours grouped: ['Mo-Fr 09:00-17:00', 'Sa 10:00-14:00'].
 */
export function openingHoursCodes(hours: WeeklyHours | null | undefined): string[] {
  const ranges = (day: DayKey) =>
    daySpans(hours, day)
      .map((s) => `${hhmm(s.open)}-${hhmm(s.close === 24 * 60 ? 0 : s.close)}`)
      .join(',');
  const out: string[] = [];
  let i = 0;
  while (i < dayKeys.length) {
    const text = ranges(dayKeys[i]!);
    if (!text) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < dayKeys.length && ranges(dayKeys[j + 1]!) === text) j++;
    const days = i === j ? dayCodes[dayKeys[i]!] : `${dayCodes[dayKeys[i]!]}-${dayCodes[dayKeys[j]!]}`;
    out.push(`${days} ${text}`);
    i = j + 1;
  }
  return out;
}

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string;
  opens: string;
  closes: string;
}

/** schema.org openingHoursSpecification: a close earlier than the open is read as after midnight. */
export function openingHoursSpecification(hours: WeeklyHours | null | undefined): OpeningHoursSpecification[] {
  return dayKeys.flatMap((day) =>
    daySpans(hours, day).map((span) => ({
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: `https://schema.org/${dayLabel(day)}`,
      opens: hhmm(span.open),
      closes: span.open === span.close ? '23:59' : hhmm(span.close === 24 * 60 ? 23 * 60 + 59 : span.close),
    })),
  );
}

/** The weekday and minute of the day on the wall clock of `timeZone` at instant `at`. */
export function wallClock(at: Date, timeZone: string): { day: DayKey; minutes: number } {
  const { weekday, hour, minute } = wallParts(at, timeZone);
  return { day: dayKeys[(weekday + 6) % 7]!, minutes: hour * 60 + minute };
}

export interface OpenState {
  open: boolean;
  label: 'Open now' | 'Closed now';
  /** e.g. 'Closes at 9:00 PM' / 'Opens at 11:00 AM' / 'Opens Monday at 9:00 AM'; empty when unknown. */
  detail: string;
}

/** The span `minutes` on `day` falls inside: one of that day's ranges, or the previous day's after-midnight tail. */
function isOpenAtClock(hours: WeeklyHours | null | undefined, day: DayKey, minutes: number): Span | undefined {
  const idx = dayKeys.indexOf(day);
  for (const span of daySpans(hours, day)) {
    if (span.open === span.close) return span;
    if (pastMidnight(span) ? minutes >= span.open : minutes >= span.open && minutes < span.close) return span;
  }
  const tail = daySpans(hours, dayKeys[(idx + 6) % 7]!).at(-1);
  if (tail && tail.close < tail.open && minutes < tail.close) return tail;
  return undefined;
}

/**
 * When an open listing closes, in the site's one wording (the listing page and the open-now cards): 'Closes at 9:00 PM',
 * 'Closes at 2:00 AM' past midnight; `null` is a listing open around the clock, 'Open 24 hours'.
 */
export const closingText = (closeMinutes: number | null): string =>
  closeMinutes === null ? 'Open 24 hours' : `Closes at ${formatClock(closeMinutes)}`;

/**
 * 'Open now' / 'Closed now' at instant `at` in `timeZone`; undefined when the business has no usable hours
 * (then the page shows no state rather than a wrong one).
 */
export function openState(hours: WeeklyHours | null | undefined, at: Date, timeZone: string): OpenState | undefined {
  if (!dayKeys.some((d) => daySpan(hours, d))) return undefined;
  const { day, minutes } = wallClock(at, timeZone);
  const span = isOpenAtClock(hours, day, minutes);
  if (span) {
    const detail = closingText(span.open === span.close ? null : span.close);
    return { open: true, label: 'Open now', detail };
  }
  const idx = dayKeys.indexOf(day);
  const later = daySpans(hours, day).find((s) => minutes < s.open);
  if (later) return { open: false, label: 'Closed now', detail: `Opens at ${formatClock(later.open)}` };
  for (let i = 1; i <= 7; i++) {
    const next = dayKeys[(idx + i) % 7]!;
    const span2 = daySpan(hours, next);
    if (span2) {
      const when = i === 1 ? 'tomorrow' : dayLabel(next);
      return { open: false, label: 'Closed now', detail: `Opens ${when} at ${formatClock(span2.open)}` };
    }
  }
  return { open: false, label: 'Closed now', detail: '' };
}
