/**
 * /events filters: a category and a date range (today, this weekend, this month), read
 * from GET parameters so the form works without JavaScript and every filtered view has its own URL.
 * Ranges are Central-time calendar days; unknown values are ignored (the unfiltered list), never an error.
 */
import { TZDate } from '@date-fns/tz';
import { eventCategories } from '#src/features/directory/categories.ts';
import { wallParts } from '#src/platform/local-time.ts';
import { formatCalendarDate } from '#src/platform/format.ts';
import { addDays, dateKey, parseDateKey, type CalendarDate } from './recurrence.ts';
import { thisWeekend } from './weekend.ts';

export const EVENT_RANGES = { today: 'Today', weekend: 'This weekend', month: 'This month' } as const;
export type EventRange = keyof typeof EVENT_RANGES;

export interface EventFilters {
  category: string | null;
  when: EventRange | null;
  /** A date range ('YYYY-MM-DD', Central days, both inclusive); it wins over `when`. */
  from?: string | null;
  to?: string | null;
}

const dateParam = (params: URLSearchParams, name: string): string | null => {
  const d = parseDateKey(params.get(name) ?? '');
  return d ? dateKey(d) : null;
};

export function parseEventFilters(params: URLSearchParams): EventFilters {
  const rawCategory = (params.get('category') ?? '').trim().toLowerCase();
  const rawWhen = (params.get('when') ?? '').trim().toLowerCase();
  let [from, to] = [dateParam(params, 'from'), dateParam(params, 'to')];
  if (from && to && to < from) [from, to] = [to, from];
  return {
    category: eventCategories.find((c) => c.toLowerCase() === rawCategory) ?? null,
    // Own keys only: `in` would take `constructor` or `toString` for a range.
    when: Object.hasOwn(EVENT_RANGES, rawWhen) ? (rawWhen as EventRange) : null,
    from,
    to,
  };
}

export const hasEventFilters = (f: EventFilters): boolean => f.category !== null || f.when !== null || !!f.from || !!f.to;

/** The query string for these filters (plus a page), '' when there are none. */
export function eventFiltersQuery(f: EventFilters, page = 1): string {
  const q = new URLSearchParams();
  if (f.category) q.set('category', f.category);
  if (f.when) q.set('when', f.when);
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * The query a plain GET form meant: its fields left empty ("from=&to=", "category=" for All categories) are
 * dropped. null when nothing is empty, so the page answers as is; else the page redirects to this query.
 */
export function withoutEmptyParams(params: URLSearchParams): string | null {
  const all = [...params];
  const kept = all.filter(([, value]) => value.trim() !== '');
  if (kept.length === all.length) return null;
  const s = new URLSearchParams(kept).toString();
  return s ? `?${s}` : '';
}

/** The first instant of a Central calendar day. */
export const dayStartOf = (d: CalendarDate, timeZone: string): Date =>
  new Date(new TZDate(d.year, d.month - 1, d.day, 0, 0, timeZone).getTime());

/**
 * [from, to) of the dates typed: from the start of `from` (now when absent) to the end of `to` (open
 * when absent).
 */
function dateRange(from: string | null, to: string | null, now: Date, timeZone: string): { from: Date; to: Date } {
  const f = from ? parseDateKey(from) : null;
  const t = to ? parseDateKey(to) : null;
  return {
    from: f ? dayStartOf(f, timeZone) : now,
    to: t ? dayStartOf(addDays(t, 1), timeZone) : new Date(OPEN_END),
  };
}

/** The range the filters ask for, or null for any time. */
export function filtersRange(f: EventFilters, now: Date, timeZone: string): { from: Date; to: Date } | null {
  if (f.from || f.to) return dateRange(f.from ?? null, f.to ?? null, now, timeZone);
  return f.when ? eventRange(f.when, now, timeZone) : null;
}

/** 'from Dec 05, 2026 to Dec 12, 2026' style label of a typed date range, for headings. */
export function dateRangeLabel(f: EventFilters): string {
  const label = (k: string) => formatCalendarDate(parseDateKey(k)!);
  if (f.from && f.to) return f.from === f.to ? `on ${label(f.from)}` : `from ${label(f.from)} to ${label(f.to)}`;
  if (f.from) return `from ${label(f.from)}`;
  return f.to ? `until ${label(f.to)}` : '';
}

/** Far enough for "no end" (year 9999), small enough for SQLite integers and Date. */
const OPEN_END = Date.UTC(9999, 0, 1);

/** Midnight starting the Central day `days` after the one containing `now`. */
function dayStart(now: Date, timeZone: string, days = 0): Date {
  const w = wallParts(now, timeZone);
  return new Date(new TZDate(w.year, w.month - 1, w.day + days, 0, 0, timeZone).getTime());
}

/**
 * [from, to) of a range. Today: the rest of today. This weekend: Friday 5 pm to the end of Sunday, from now once it
 * has begun (./weekend.ts, the site search's too). This month: from now to the first of next month.
 */
export function eventRange(when: EventRange, now: Date, timeZone: string): { from: Date; to: Date } {
  if (when === 'today') return { from: now, to: dayStart(now, timeZone, 1) };
  if (when === 'weekend') return thisWeekend(now, timeZone);
  const w = wallParts(now, timeZone);
  return { from: now, to: new Date(new TZDate(w.year, w.month, 1, 0, 0, timeZone).getTime()) };
}

/** '1 event' / '3 events'. */
export const eventCount = (n: number): string => `${n} ${n === 1 ? 'event' : 'events'}`;

/** The month view's address, keeping the category. */
export function eventsMonthHref(month: string, category: string | null): string {
  const q = new URLSearchParams({ view: 'month', month });
  if (category) q.set('category', category);
  return `/events?${q}`;
}
