/**
 * Data for /my-trip: the saved businesses with today's hours and open-now state, the
 * saved events, today's tides and the day's events, all from the link's ids (the trip itself lives in
 * the visitor's browser; the server sees only this request). Hours and tides are on the site's wall clock
 * (America/Chicago); special hours count as on the business page.
 */
import { site } from '#src/config/site.ts';
import { categoryLabel } from '#src/features/directory/categories.ts';
import { businessPath } from '#src/features/directory/directory.ts';
import { eventRange } from '#src/features/events/event-filters.ts';
import { formatShortDate, isPastEvent } from '#src/platform/format.ts';
import { formatWeeklyHours, hasHours, wallClock, type OpenState } from '#src/features/listings/hours.ts';
import { wallParts } from '#src/platform/local-time.ts';
import { emptyTrip, parseTripQuery, type Trip } from '#src/features/trip/my-trip.ts';
import { openStateToday } from '#src/features/listings/special-hours.ts';
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
}

export interface TripEvent {
  event: Event;
  past: boolean;
  /** Runs at some time between now and midnight. */
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
}

const TODAYS_EVENTS = 6;

export function tripBusiness(b: Business, now: Date): TripBusiness {
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

export function loadMyTrip(
  params: URLSearchParams,
  { now = new Date(), tideTable }: { now?: Date; tideTable: () => readonly TidePrediction[] | null },
): MyTripData {
  const asked = parseTripQuery(params);
  const todayRange = eventRange('today', now, site.timeZone);
  const query = { category: null, range: todayRange, now };
  const found = listTripBusinesses({ ids: asked.b });
  const saved = listTripEvents({ ids: asked.e });
  let tides: TideToday[] | null = null;
  try {
    tides = tidesToday(tideTable(), now);
  } catch (error) {
    logger.warn({ err: errorText(error) }, '[my-trip] tide table unreadable');
  }
  return {
    trip: { ...emptyTrip(), b: found.map((b) => b.id), e: saved.map((e) => e.id) },
    businesses: found.map((b) => tripBusiness(b, now)),
    // A series counts by its dates: past after its last one, "today" when one of them is.
    events: saved.map((event) => ({
      event,
      past: isPastEvent(seriesEnd(event), now),
      today: occurrencesIn(event, todayRange.from, todayRange.to).length > 0,
    })),
    leftOut: asked.invalid + asked.b.length - found.length + asked.e.length - saved.length,
    tides,
    todaysEvents: {
      items: listFilteredEvents({ ...query, limit: TODAYS_EVENTS, offset: 0 }),
      total: countFilteredEvents(query),
    },
    dayLabel: formatShortDate(now, site.timeZone, { weekday: true, year: false }),
  };
}
