/**
 * Weekly opening hours: display, schema.org codes and the "Open now" state.
 * Hours are wall-clock times in the business's zone (the site's zone, America/Chicago), so all
 * comparisons are done on the local wall clock (wallParts in src/lib/local-time.ts): that is what makes them right
 * across DST changes. A close at or before the open time means the business closes after midnight
 * (and equal times mean open around the clock).
 * Browser-safe: no server imports.
 */
import { wallParts } from '@/lib/local-time';

export type DayKey = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export interface DayHours {
  open: string;
  close: string;
  closed: boolean;
}
export type WeeklyHours = Partial<Record<DayKey, DayHours>>;

const dayKeys: readonly DayKey[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const dayCodes: Record<DayKey, string> = {
  monday: 'Mo',
  tuesday: 'Tu',
  wednesday: 'We',
  thursday: 'Th',
  friday: 'Fr',
  saturday: 'Sa',
  sunday: 'Su',
};

const dayLabel = (day: DayKey): string => day[0]!.toUpperCase() + day.slice(1);

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

/** The usable span for a day, or undefined when closed, missing or malformed (stored JSON is not trusted). */
function daySpan(hours: WeeklyHours | null | undefined, day: DayKey): Span | undefined {
  const d = hours?.[day];
  if (!d || typeof d !== 'object' || d.closed) return undefined;
  const open = parseClock(d.open);
  const close = parseClock(d.close);
  if (open === undefined || close === undefined) return undefined;
  return { open, close };
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
    const span = daySpan(hours, day);
    if (!span) return { day, label: dayLabel(day), text: 'Closed', closed: true };
    const text = span.open === span.close ? 'Open 24 hours' : `${formatClock(span.open)} – ${formatClock(span.close)}`;
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
  const out: string[] = [];
  let i = 0;
  while (i < dayKeys.length) {
    const span = daySpan(hours, dayKeys[i]!);
    if (!span) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < dayKeys.length) {
      const next = daySpan(hours, dayKeys[j + 1]!);
      if (!next || next.open !== span.open || next.close !== span.close) break;
      j++;
    }
    const days = i === j ? dayCodes[dayKeys[i]!] : `${dayCodes[dayKeys[i]!]}-${dayCodes[dayKeys[j]!]}`;
    out.push(`${days} ${hhmm(span.open)}-${hhmm(span.close === 24 * 60 ? 0 : span.close)}`);
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
  return dayKeys.flatMap((day) => {
    const span = daySpan(hours, day);
    if (!span) return [];
    const closes = span.open === span.close ? '23:59' : hhmm(span.close === 24 * 60 ? 23 * 60 + 59 : span.close);
    return [
      {
        '@type': 'OpeningHoursSpecification' as const,
        dayOfWeek: `https://schema.org/${dayLabel(day)}`,
        opens: hhmm(span.open),
        closes,
      },
    ];
  });
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

/** Whether `minutes` on `day` falls inside that day's span or the previous day's after-midnight tail. */
function isOpenAtClock(hours: WeeklyHours | null | undefined, day: DayKey, minutes: number): Span | undefined {
  const idx = dayKeys.indexOf(day);
  const today = daySpan(hours, day);
  if (today) {
    if (today.open === today.close) return today;
    if (today.close > today.open ? minutes >= today.open && minutes < today.close : minutes >= today.open) return today;
  }
  const yesterday = daySpan(hours, dayKeys[(idx + 6) % 7]!);
  if (yesterday && yesterday.close < yesterday.open && minutes < yesterday.close) return yesterday;
  return undefined;
}

/**
 * 'Open now' / 'Closed now' at instant `at` in `timeZone`; undefined when the business has no usable hours
 * (then the page shows no state rather than a wrong one).
 */
export function openState(hours: WeeklyHours | null | undefined, at: Date, timeZone: string): OpenState | undefined {
  if (!dayKeys.some((d) => daySpan(hours, d))) return undefined;
  const { day, minutes } = wallClock(at, timeZone);
  const span = isOpenAtClock(hours, day, minutes);
  if (span) {
    const detail = span.open === span.close ? 'Open 24 hours' : `Closes at ${formatClock(span.close)}`;
    return { open: true, label: 'Open now', detail };
  }
  const idx = dayKeys.indexOf(day);
  const today = daySpan(hours, day);
  if (today && minutes < today.open) return { open: false, label: 'Closed now', detail: `Opens at ${formatClock(today.open)}` };
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
