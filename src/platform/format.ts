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

/** 'Mar 14, 2026' (the spec's 'MMM dd, yyyy'). */
export const formatShortDate = (date: Date, timeZone: string): string =>
  fmt(timeZone, { month: 'short', day: '2-digit', year: 'numeric' }).format(date);

/** 'Saturday, March 14, 2026'. */
const formatLongDate = (date: Date, timeZone: string): string =>
  fmt(timeZone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(date);

/** 'Dec 12' (the next dates of a series on its card). */
export const formatShortDay = (date: Date, timeZone: string): string =>
  fmt(timeZone, { month: 'short', day: 'numeric' }).format(date);

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
  /** Date line: 'Saturday, March 14, 2026' or 'March 14 – 16, 2026'. */
  date: string;
  /** Time line: '10:00 AM – 4:00 PM CDT' or 'Mar 14, 10:00 AM – Mar 16, 4:00 PM CDT'. */
  time: string;
  singleDay: boolean;
}

function multiDayDateRange(start: Date, end: Date, timeZone: string): string {
  const s = parts(start, timeZone);
  const e = parts(end, timeZone);
  const monthDay = (d: Date) => fmt(timeZone, { month: 'long', day: 'numeric' }).format(d);
  if (s.year !== e.year) return `${formatLongDateNoWeekday(start, timeZone)} – ${formatLongDateNoWeekday(end, timeZone)}`;
  if (s.month !== e.month) return `${monthDay(start)} – ${monthDay(end)}, ${e.year}`;
  return `${monthDay(start)} – ${e.day}, ${e.year}`;
}

const formatLongDateNoWeekday = (date: Date, timeZone: string): string =>
  fmt(timeZone, { month: 'long', day: 'numeric', year: 'numeric' }).format(date);

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
    return { date: formatLongDate(start, timeZone), time, singleDay: true };
  }
  const short = (d: Date) => fmt(timeZone, { month: 'short', day: 'numeric' }).format(d);
  const startZone = zone === zoneEnd ? '' : ` ${zone}`;
  return {
    date: multiDayDateRange(start, end, timeZone),
    time: `${short(start)}, ${formatTime(start, timeZone)}${startZone} – ${short(end)}, ${formatTime(end, timeZone)}${suffix}`,
    singleDay: false,
  };
}

/** Compact one-line form for cards: 'Mar 14, 2026 · 10:00 AM' or 'Mar 14 – Mar 16, 2026'. */
export function formatEventCardDate(start: Date, end: Date, timeZone: string): string {
  if (isSingleDay(start, end, timeZone)) return `${formatShortDate(start, timeZone)} · ${formatTime(start, timeZone)}`;
  const short = (d: Date) => fmt(timeZone, { month: 'short', day: 'numeric' }).format(d);
  return `${short(start)} – ${short(end)}, ${parts(end, timeZone).year}`;
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
