/**
 * Display formatting shared by pages and islands: event dates in the site's zone (Central time),
 * links built from user-entered contact fields. Browser-safe.
 */
import { wallParts } from './local-time.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();
function fmt(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = timeZone + JSON.stringify(options);
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    formatters.set(key, f);
  }
  return f;
}

const parts = wallParts;

/**
 * The site's one way of writing a day for people: the spec's 'MMM dd, yyyy', 'Mar 04, 2026', in the zone given
 * (the site's, Central time, for instants; 'UTC' for calendar days kept as UTC midnight or noon). `weekday` puts the
 * day of the week in front where it matters ('Sat, Mar 14, 2026'); `year: false` drops the year where the context
 * gives it ('Mar 04', a series' next dates). The API keeps ISO dates; this is for pages and e-mails.
 */
export const formatShortDate = (
  date: Date,
  timeZone: string,
  { weekday = false, year = true }: { weekday?: boolean; year?: boolean } = {},
): string =>
  fmt(timeZone, {
    weekday: weekday ? 'short' : undefined,
    month: 'short',
    day: '2-digit',
    year: year ? 'numeric' : undefined,
  }).format(date);

/** A calendar day ('2026-12-05' as numbers) in the site's date format: it is that day wherever the reader is. */
export const formatCalendarDate = (
  d: { year: number; month: number; day: number },
  options?: Parameters<typeof formatShortDate>[2],
): string => formatShortDate(new Date(Date.UTC(d.year, d.month - 1, d.day, 12)), 'UTC', options);

/** 'Dec 03' (the next dates of a series on its card). */
export const formatShortDay = (date: Date, timeZone: string): string => formatShortDate(date, timeZone, { year: false });

/** '7:30 PM'. */
export const formatTime = (date: Date, timeZone: string): string =>
  fmt(timeZone, { hour: 'numeric', minute: '2-digit' }).format(date);

/** 'CDT' or 'CST', whichever applies at that instant. */
export function zoneAbbreviation(date: Date, timeZone: string): string {
  return (
    fmt(timeZone, { timeZoneName: 'short' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value ?? ''
  );
}

/**
 * Single-day when both ends fall on the same local date; an event ending at exactly midnight
 * after starting the evening before also counts as single-day (a 8 PM – 12 AM concert is one night).
 */
export function isSingleDay(start: Date, end: Date, timeZone: string): boolean {
  const s = parts(start, timeZone);
  const e = parts(end, timeZone);
  if (s.year === e.year && s.month === e.month && s.day === e.day) return true;
  return e.hour === 0 && e.minute === 0 && end.getTime() - start.getTime() <= 24 * 3600 * 1000 && end > start;
}

export interface EventWhen {
  /** Date line: 'Sat, Mar 14, 2026' or 'Mar 14 – Mar 16, 2026'. */
  date: string;
  /** Time line: '10:00 AM – 4:00 PM CDT' or 'Mar 14, 10:00 AM – Mar 16, 4:00 PM CDT'. */
  time: string;
  singleDay: boolean;
}

/** 'Oct 09 – Oct 11, 2026', or both years when it crosses one ('Dec 31, 2026 – Jan 01, 2027'). */
function dateRange(start: Date, end: Date, timeZone: string): string {
  if (parts(start, timeZone).year !== parts(end, timeZone).year)
    return `${formatShortDate(start, timeZone)} – ${formatShortDate(end, timeZone)}`;
  return `${formatShortDay(start, timeZone)} – ${formatShortDate(end, timeZone)}`;
}

/** Date and time lines for an event, in the site's zone, with the zone abbreviation of the start. */
export function formatEventWhen(start: Date, end: Date, timeZone: string): EventWhen {
  const zone = zoneAbbreviation(start, timeZone);
  const zoneEnd = zoneAbbreviation(end, timeZone);
  const suffix = zone === zoneEnd ? ` ${zone}` : ` ${zoneEnd}`;
  if (isSingleDay(start, end, timeZone)) {
    const time =
      start.getTime() === end.getTime()
        ? `${formatTime(start, timeZone)} ${zone}`
        : `${formatTime(start, timeZone)} – ${formatTime(end, timeZone)}${suffix}`;
    return { date: formatShortDate(start, timeZone, { weekday: true }), time, singleDay: true };
  }
  const short = (d: Date) => formatShortDay(d, timeZone);
  const startZone = zone === zoneEnd ? '' : ` ${zone}`;
  return {
    date: dateRange(start, end, timeZone),
    time: `${short(start)}, ${formatTime(start, timeZone)}${startZone} – ${short(end)}, ${formatTime(end, timeZone)}${suffix}`,
    singleDay: false,
  };
}

/** Compact one-line form for cards: 'Mar 14, 2026 · 10:00 AM' or 'Mar 14 – Mar 16, 2026'. */
export function formatEventCardDate(start: Date, end: Date, timeZone: string): string {
  if (isSingleDay(start, end, timeZone)) return `${formatShortDate(start, timeZone)} · ${formatTime(start, timeZone)}`;
  return dateRange(start, end, timeZone);
}

/** An event is past once its end has passed. */
export const isPastEvent = (end: Date, now: Date = new Date()): boolean => end.getTime() < now.getTime();

/** Spec: 'https://' is prefixed when the website has no http prefix. Empty input gives undefined. */
export function websiteHref(website: string | null | undefined): string | undefined {
  const w = website?.trim();
  if (!w) return undefined;
  return /^https?:\/\//i.test(w) ? w : `https://${w.replace(/^\/+/, '')}`;
}

/** The website without scheme and trailing slash, for display. */
export function websiteLabel(website: string): string {
  return website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '');
}

/** tel: link keeping only dialable characters. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A phone number as link text that never wraps mid-number (html-validate tel-non-breaking). */
export const phoneText = (phone: string): string => phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
