/**
 * /events filters (issue 18.5): a category and a date range (today, this weekend, this month), read
 * from GET parameters so the form works without JavaScript and every filtered view has its own URL.
 * Ranges are Central-time calendar days; unknown values are ignored (the unfiltered list), never an error.
 */
import { TZDate } from '@date-fns/tz';
import { eventCategories } from './categories';
import { wallParts } from './local-time';

export const EVENT_RANGES = { today: 'Today', weekend: 'This weekend', month: 'This month' } as const;
export type EventRange = keyof typeof EVENT_RANGES;

export interface EventFilters {
  category: string | null;
  when: EventRange | null;
}

export function parseEventFilters(params: URLSearchParams): EventFilters {
  const rawCategory = (params.get('category') ?? '').trim().toLowerCase();
  const rawWhen = (params.get('when') ?? '').trim().toLowerCase();
  return {
    category: eventCategories.find((c) => c.toLowerCase() === rawCategory) ?? null,
    when: rawWhen in EVENT_RANGES ? (rawWhen as EventRange) : null,
  };
}

export const hasEventFilters = (f: EventFilters): boolean => f.category !== null || f.when !== null;

/** The query string for these filters (plus a page), '' when there are none. */
export function eventFiltersQuery(f: EventFilters, page = 1): string {
  const q = new URLSearchParams();
  if (f.category) q.set('category', f.category);
  if (f.when) q.set('when', f.when);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Midnight starting the Central day `days` after the one containing `now`. */
function dayStart(now: Date, timeZone: string, days = 0): Date {
  const w = wallParts(now, timeZone);
  return new Date(new TZDate(w.year, w.month - 1, w.day + days, 0, 0, timeZone).getTime());
}

/**
 * [from, to) of a range. Today: the rest of today. This weekend: Saturday and Sunday (from now when it
 * is already the weekend). This month: from now to the first of next month.
 */
export function eventRange(when: EventRange, now: Date, timeZone: string): { from: Date; to: Date } {
  if (when === 'today') return { from: now, to: dayStart(now, timeZone, 1) };
  if (when === 'weekend') {
    const weekday = wallParts(now, timeZone).weekday; // 0 Sunday … 6 Saturday
    const toMonday = weekday === 0 ? 1 : 8 - weekday;
    const saturday = dayStart(now, timeZone, weekday === 0 ? -1 : 6 - weekday);
    return { from: saturday > now ? saturday : now, to: dayStart(now, timeZone, toMonday) };
  }
  const w = wallParts(now, timeZone);
  return { from: now, to: new Date(new TZDate(w.year, w.month, 1, 0, 0, timeZone).getTime()) };
}

/** '1 event' / '3 events'. */
export const eventCount = (n: number): string => `${n} ${n === 1 ? 'event' : 'events'}`;
