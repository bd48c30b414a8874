/**
 * Data for /my-trip: the saved businesses with today's hours and open-now state, the
 * saved events, today's tides and the day's events, all from the link's ids (the trip itself lives in
 * the visitor's browser; the server sees only this request). With the trip's dates in the link, the hours, tides
 * and events are those of the trip's days instead (from today on, when the trip has begun). Hours and tides are
 * on the site's wall clock (America/Chicago); special hours count as on the business page.
 */
import { site } from '#src/config/site.ts';
import { categoryLabel } from '#src/features/directory/categories.ts';
import { businessPath } from '#src/features/directory/directory.ts';
import { eventRange } from '#src/features/events/event-filters.ts';
import { formatShortDate, isPastEvent } from '#src/platform/format.ts';
import { formatWeeklyHours, hasHours, wallClock, type OpenState } from '#src/features/listings/hours.ts';
import { wallParts } from '#src/platform/local-time.ts';
import { parseTripQuery, withDates, type Trip } from '#src/features/trip/my-trip.ts';
import { tripDays, type TripDates } from '#src/features/trip/trip-dates.ts';
import { openStateToday, withSpecialHours } from '#src/features/listings/special-hours.ts';
import { addDays, dateKey, daysBetween, localDate, parseDateKey, type CalendarDate } from '#src/features/events/recurrence.ts';
import { dayStartOf } from '#src/features/events/event-filters.ts';
import { formatTideTime } from '#src/features/weather/weather.ts';
import { isActivePremium } from '#src/features/payments/billing-rules.ts';
import { countFilteredEvents, listFilteredEvents } from '#src/features/events/server/event-filters.queries.ts';
import { occurrencesIn, seriesEnd } from '#src/features/events/server/occurrences.ts';
import { listTripBusinesses, listTripEvents } from './my-trip.queries.ts';
import type { Business, Event } from '#src/platform/server/db/schema.ts';
import { errorText, logger } from '#src/platform/server/log.ts';
import type { TidePrediction } from '#src/features/weather/server/tides.ts';

export interface TripBusiness {
  id: number;
  name: string;
  path: string;
  category: string;
  address: string | null;
  phone: string | null;
  /** A Directions link makes sense (an address or a point is known). */
  directions: boolean;
  /** 'Open now' / 'Closed now' with its detail; undefined when the hours are unknown. */
  state?: OpenState;
  /** Today's line: '9:00 AM – 5:00 PM', 'Closed' or 'Hours not listed'. */
  today: string;
  /** A special-hours note for today ("Thanksgiving"), premium listings only. */
  todayNote?: string;
  /** With trip dates: each trip day's line ('Sat, Dec 5' → '9:00 AM – 5:00 PM'), special hours applied. */
  days?: { date: string; label: string; text: string; note?: string }[];
}

export interface TripEvent {
  event: Event;
  past: boolean;
  /** Runs at some time between now and midnight (with trip dates: on one of the trip's days still to come). */
  today: boolean;
}

export interface TideToday {
  type: 'High' | 'Low';
  time: string;
  /** '4:12 PM' in the site's zone. */
  label: string;
  height: number | null;
  /** The first one still to come. */
  next: boolean;
}

/** One trip day's tides; a day past the tide table is left out of `tides` and named in `beyond`. */
interface TideDay {
  date: string;
  label: string;
  tides: TideToday[];
}

export interface TripTides {
  days: TideDay[];
  /** The trip days past the end of the forecast, if any: 'Sat, Dec 12 – Mon, Dec 14' and how many. */
  beyond: { label: string; days: number } | null;
  /** 'Thu, Dec 3': the last day the forecast covers. */
  coveredThrough: string | null;
}

/** The days the page shows: today alone, or the trip's days from today on. */
export interface TripWindow {
  dates?: TripDates;
  /** 'Saturday, December 5 – Monday, December 7'. */
  label: string;
  /** [from, to) for events: from now or the first day's midnight, to the midnight after the last day. */
  range: { from: Date; to: Date };
  /** Whether today is one of the days (open-now makes sense). */
  includesToday: boolean;
  /** Why the dates asked for are not the ones shown (past, unreadable), for the visitor. */
  note?: string;
}

export interface MyTripData {
  /** What the link asked for and the page shows (found items only), for the share link and the browser's copy. */
  trip: Trip;
  businesses: TripBusiness[];
  events: TripEvent[];
  /** Ids in the link that are not ids, or name nothing public (any more). */
  leftOut: number;
  /** null when the tide table is not known yet (cold start, NOAA down). */
  tides: TideToday[] | null;
  todaysEvents: { items: Event[]; total: number };
  dayLabel: string;
  window: TripWindow;
  /** With trip dates: the tides of each trip day the forecast covers. */
  tripTides: TripTides | null;
}

const TODAYS_EVENTS = 6;
const TRIP_EVENTS = 12;

const noonOf = (d: CalendarDate) => new Date(dayStartOf(d, site.timeZone).getTime() + 12 * 3_600_000);
// The site's one date format, with the weekday a trip plan needs.
const dayLabelOf = (d: CalendarDate) => formatShortDate(noonOf(d), site.timeZone, { weekday: true, year: false });

/** Each day's line of the weekly hours, that day's special hours applied (premium listings only). */
function dayLines(b: Business, days: readonly CalendarDate[]): NonNullable<TripBusiness['days']> {
  const special = isActivePremium(b) ? (b.specialHours ?? []) : [];
  return days.map((d) => {
    const at = noonOf(d);
    const effective = withSpecialHours(b.hours, special, at, site.timeZone);
    const line = formatWeeklyHours(effective.hours).find((l) => l.day === wallClock(at, site.timeZone).day);
    const listed = hasHours(b.hours) || effective.today;
    return {
      date: dateKey(d),
      label: dayLabelOf(d),
      text: listed ? (line?.text ?? 'Closed') : 'Hours not listed',
      note: effective.today?.note || undefined,
    };
  });
}

export function tripBusiness(b: Business, now: Date, days?: readonly CalendarDate[]): TripBusiness {
  const special = isActivePremium(b) ? (b.specialHours ?? []) : [];
  const { hours, today: specialToday, state } = openStateToday(b.hours, special, now, site.timeZone);
  const day = wallClock(now, site.timeZone).day;
  const line = formatWeeklyHours(hours).find((l) => l.day === day);
  return {
    id: b.id,
    name: b.name,
    path: businessPath(b),
    category: categoryLabel(b.category),
    address: b.address,
    phone: b.phone,
    directions: !!b.address || b.latitude !== null,
    state,
    today: hasHours(b.hours) || specialToday ? (line?.text ?? 'Closed') : 'Hours not listed',
    todayNote: specialToday?.note || undefined,
    ...(days && { days: dayLines(b, days) }),
  };
}

const localDay = (at: Date | number) => {
  const w = wallParts(new Date(at), site.timeZone);
  return `${w.year}-${w.month}-${w.day}`;
};

/** Today's highs and lows (local calendar day), from the cached table. */
export function tidesToday(table: readonly TidePrediction[] | null, now: Date): TideToday[] | null {
  if (!table) return null;
  const today = localDay(now);
  const rows = table.filter((p) => localDay(p.at) === today);
  const next = rows.find((p) => p.at > now.getTime());
  return rows.map((p) => {
    const time = new Date(p.at).toISOString();
    return {
      type: p.type === 'H' ? 'High' : 'Low',
      time,
      label: formatTideTime(time, site.timeZone, { now, brief: true }),
      height: p.height,
      next: p === next,
    };
  });
}

/** The tides of each trip day, and which trip days lie past the end of the table (NOAA's forecast). */
export function tidesForDays(
  table: readonly TidePrediction[] | null,
  days: readonly CalendarDate[],
  now: Date,
): TripTides | null {
  if (!table) return null;
  const byDay = Map.groupBy(table, (p) => dateKey(localDate(new Date(p.at), site.timeZone)));
  const next = table.find((p) => p.at > now.getTime());
  const covered = days.filter((d) => byDay.has(dateKey(d)));
  const beyond = days.filter((d) => !byDay.has(dateKey(d)));
  const last = [...byDay.keys()].sort().at(-1);
  return {
    days: covered.map((d) => ({
      date: dateKey(d),
      label: dayLabelOf(d),
      tides: byDay.get(dateKey(d))!.map((p) => {
        const time = new Date(p.at).toISOString();
        return {
          type: p.type === 'H' ? 'High' : 'Low',
          time,
          label: formatTideTime(time, site.timeZone, { now, brief: true }),
          height: p.height,
          next: p === next,
        };
      }),
    })),
    beyond: beyond.length
      ? {
          label: beyond.length === 1 ? dayLabelOf(beyond[0]!) : `${dayLabelOf(beyond[0]!)} – ${dayLabelOf(beyond.at(-1)!)}`,
          days: beyond.length,
        }
      : null,
    coveredThrough: last ? dayLabelOf(parseDateKey(last)!) : null,
  };
}

/** The days to show for the dates asked: today without dates, or the trip's days still to come. */
export function tripWindow(dates: TripDates | undefined, now: Date, badDates = false): TripWindow {
  const today = localDate(now, site.timeZone);
  const todayOnly = (note?: string): TripWindow => ({
    label: formatShortDate(now, site.timeZone, { weekday: true, year: false }),
    range: eventRange('today', now, site.timeZone),
    includesToday: true,
    ...(note && { note }),
  });
  if (!dates) return todayOnly(badDates ? 'Those trip dates could not be read, so this shows today.' : undefined);
  const days = tripDays(dates, today);
  if (days.length === 0) return todayOnly('Those trip dates have passed, so this shows today.');
  const [first, last] = [days[0]!, days.at(-1)!];
  const includesToday = daysBetween(first, today) === 0;
  return {
    dates,
    label: days.length === 1 ? dayLabelOf(first) : `${dayLabelOf(first)} – ${dayLabelOf(last)}`,
    range: { from: includesToday ? now : dayStartOf(first, site.timeZone), to: dayStartOf(addDays(last, 1), site.timeZone) },
    includesToday,
  };
}

export function loadMyTrip(
  params: URLSearchParams,
  { now = new Date(), tideTable }: { now?: Date; tideTable: () => readonly TidePrediction[] | null },
): MyTripData {
  const asked = parseTripQuery(params);
  const window = tripWindow(asked.dates, now, asked.badDates);
  const days = window.dates && tripDays(window.dates, localDate(now, site.timeZone));
  const query = { category: null, range: window.range, now };
  const found = listTripBusinesses({ ids: asked.b });
  const saved = listTripEvents({ ids: asked.e });
  let tides: TideToday[] | null = null;
  let tripTides: TripTides | null = null;
  try {
    const table = tideTable();
    tides = tidesToday(table, now);
    tripTides = days ? tidesForDays(table, days, now) : null;
  } catch (error) {
    logger.warn({ err: errorText(error) }, '[my-trip] tide table unreadable');
  }
  const ids = { b: found.map((b) => b.id), e: saved.map((e) => e.id) };
  return {
    trip: withDates(ids, window.dates),
    businesses: found.map((b) => {
      const item = tripBusiness(b, now, days);
      // Open now or not says nothing about a trip that starts another day.
      return window.includesToday ? item : { ...item, state: undefined };
    }),
    // A series counts by its dates: past after its last one, "today" (or on the trip) when one of them is.
    events: saved.map((event) => ({
      event,
      past: isPastEvent(seriesEnd(event), now),
      today: occurrencesIn(event, window.range.from, window.range.to).length > 0,
    })),
    leftOut: asked.invalid + asked.b.length - found.length + asked.e.length - saved.length,
    tides,
    todaysEvents: {
      items: listFilteredEvents({ ...query, limit: days ? TRIP_EVENTS : TODAYS_EVENTS, offset: 0 }),
      total: countFilteredEvents(query),
    },
    dayLabel: window.label,
    window,
    tripTides,
  };
}
