/**
 * Data for the month view of /events (`?view=month&month=YYYY-MM`): every occurrence of every
 * approved event in that Central-time month, by day — a series shows on each of its dates, an event
 * spanning several days on each of them. The grid has whole weeks (Sunday first); the phone list has only
 * the days with events.
 */
import { site } from '#src/config/site.ts';
import { dayStartOf } from '#src/features/events/event-filters.ts';
import { formatTime } from '#src/platform/format.ts';
import { addDays, daysBetween, localDate, weekdayOf, type CalendarDate } from '#src/features/events/recurrence.ts';
import { errorText, logger } from '#src/platform/server/log.ts';
import { listEventsByOccurrence } from './event-occurrences.queries.ts';
import type { Event } from '#src/platform/server/db/schema.ts';
import { occurrencesIn } from './occurrences.ts';

/**
 * The months search engines are offered: last month to a year ahead. Every series ends within a year of its first
 * date, so this holds nearly everything upcoming. Months outside still open (an event may be planned years ahead,
 * and a visitor may ask for its month) but say noindex, nofollow, and the window's own first and last months link
 * no further: without that, prev/next made 1,200 thin, indexable month pages out of 2000–2100.
 */
const WINDOW_MONTHS_BACK = 1;
const WINDOW_MONTHS_AHEAD = 12;

/** Most events one month may show (a cap on the work an anonymous request can ask for). */
const MONTH_EVENTS_MAX = 400;
/** Entries a desktop day cell shows before "N more", which opens that day's list. */
export const DAY_CELL_MAX = 3;

interface MonthEntry {
  id: number;
  title: string;
  status: Event['eventStatus'];
  /** '7:00 PM' on the day it starts, 'Continues' on the following days. */
  time: string;
  start: Date;
}

export interface MonthDay {
  date: CalendarDate;
  key: string;
  inMonth: boolean;
  today: boolean;
  entries: MonthEntry[];
}

export type EventsMonthData =
  | {
      status: 'ready';
      month: { year: number; month: number; key: string; label: string };
      /** Whether search engines are offered this month (the window above). */
      indexable: boolean;
      /** The previous and next months' keys; null where a month of the window would link out of it. */
      prev: string | null;
      next: string | null;
      weeks: MonthDay[][];
      total: number;
    }
  | { status: 'error' };

const pad = (n: number) => String(n).padStart(2, '0');
const monthKey = (year: number, month: number) => `${year}-${pad(month)}`;
const key = (d: CalendarDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** 'YYYY-MM' → {year, month} (years 2000–2100), or null. */
function parseMonthParam(value: string | null): { year: number; month: number } | null {
  const m = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const [year, month] = [Number(m[1]), Number(m[2])];
  return year >= 2000 && year <= 2100 && month >= 1 && month <= 12 ? { year, month } : null;
}

const shift = (year: number, month: number, by: number) => {
  const i = year * 12 + (month - 1) + by;
  return monthKey(Math.floor(i / 12), (i % 12) + 1);
};

/** Where `key` ('YYYY-MM') stands against the window around today: in it, and whether its neighbours are. */
function windowPlace(year: number, month: number, today: CalendarDate) {
  const [first, last] = [
    shift(today.year, today.month, -WINDOW_MONTHS_BACK),
    shift(today.year, today.month, WINDOW_MONTHS_AHEAD),
  ];
  const key = monthKey(year, month);
  const indexable = key >= first && key <= last;
  return { indexable, hasPrev: !indexable || key > first, hasNext: !indexable || key < last };
}

export function loadEventsMonth({
  month,
  category,
  now = new Date(),
}: {
  month: string | null;
  category: string | null;
  now?: Date;
}): EventsMonthData {
  try {
    const tz = site.timeZone;
    const today = localDate(now, tz);
    const { year, month: m } = parseMonthParam(month) ?? { year: today.year, month: today.month };
    const first: CalendarDate = { year, month: m, day: 1 };
    const nextFirst: CalendarDate = m === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: m + 1, day: 1 };
    const range = { from: dayStartOf(first, tz), to: dayStartOf(nextFirst, tz) };

    const byDay = new Map<string, MonthEntry[]>();
    const events = listEventsByOccurrence({ category, range, now, limit: MONTH_EVENTS_MAX, offset: 0 });
    for (const e of events) {
      for (const o of occurrencesIn(e, range.from, range.to)) {
        const startDay = localDate(o.start, tz);
        // An end at midnight belongs to the day before (an 8 pm – 12 am concert is one evening).
        const lastDay = localDate(new Date(o.end.getTime() - 1), tz);
        for (let d = startDay; daysBetween(d, lastDay) >= 0; d = addDays(d, 1)) {
          if (d.year !== year || d.month !== m) continue;
          const time = key(d) === key(startDay) ? formatTime(o.start, tz) : 'Continues';
          const list = byDay.get(key(d)) ?? [];
          list.push({ id: e.id, title: e.title, status: e.eventStatus, time, start: o.start });
          byDay.set(key(d), list);
        }
      }
    }
    for (const list of byDay.values()) list.sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);

    const gridStart = addDays(first, -weekdayOf(first));
    const weeks: MonthDay[][] = [];
    for (let d = gridStart; weeks.length === 0 || daysBetween(d, nextFirst) > 0; ) {
      const week: MonthDay[] = [];
      for (let i = 0; i < 7; i++, d = addDays(d, 1)) {
        week.push({
          date: d,
          key: key(d),
          inMonth: d.month === m,
          today: key(d) === key(today),
          entries: d.month === m ? (byDay.get(key(d)) ?? []) : [],
        });
      }
      weeks.push(week);
    }
    const label = new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      month: 'long',
      year: 'numeric',
    });
    const place = windowPlace(year, m, today);
    return {
      status: 'ready',
      month: { year, month: m, key: monthKey(year, m), label },
      indexable: place.indexable,
      prev: place.hasPrev ? shift(year, m, -1) : null,
      next: place.hasNext ? shift(year, m, 1) : null,
      weeks,
      total: [...byDay.values()].reduce((n, l) => n + l.length, 0),
    };
  } catch (error) {
    logger.error({ err: errorText(error) }, '[events] month view failed');
    return { status: 'error' };
  }
}
