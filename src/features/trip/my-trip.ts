/**
 * My Trip: the businesses and events a visitor saved, kept in this browser only
 * (localStorage, no account) and shareable as a link, `/my-trip?b=1,5&e=3`, with the trip's dates when the visitor
 * gave them (`&arrive=2026-12-05&leave=2026-12-07`, ./trip-dates.ts). The link is the whole trip:
 * the page renders from it on the server, so a shared link works for anyone, without JavaScript too.
 * Browser-safe: the page, the Save buttons' script and the server all read and write trips through here.
 */
import { parseTripDates, sameDates, type TripDates } from './trip-dates.ts';

export interface Trip {
  /** Business ids, in the order they were saved. */
  b: number[];
  /** Event ids, in the order they were saved. */
  e: number[];
  /** The days of the visit; without them My Trip shows today. */
  dates?: TripDates;
}

export type TripKind = 'b' | 'e';

/** Per kind: a trip is a short list, and a link must stay a sensible length (50 ids ≈ 300 characters). */
export const MAX_TRIP_ITEMS = 50;

export const TRIP_STORAGE_KEY = 'my-trip';

export const emptyTrip = (): Trip => ({ b: [], e: [] });

const ID = /^[1-9]\d{0,9}$/;
const isId = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n < 1e10;

/** '1,5,5,x' → ids [1, 5] (first occurrence kept, at most MAX_TRIP_ITEMS) and how many parts were not ids. */
export function parseIdList(raw: string | null | undefined): { ids: number[]; invalid: number } {
  const ids: number[] = [];
  let invalid = 0;
  for (const part of (raw ?? '').slice(0, 2_000).split(',')) {
    const text = part.trim();
    if (!text) continue;
    if (!ID.test(text)) invalid++;
    else if (!ids.includes(Number(text)) && ids.length < MAX_TRIP_ITEMS) ids.push(Number(text));
  }
  return { ids, invalid };
}

/**
 * The trip in a `/my-trip` query string; `invalid` counts the parts that were not ids (ignored), `badDates` says
 * dates were given that are not dates (also ignored).
 */
export function parseTripQuery(params: URLSearchParams): Trip & { invalid: number; badDates: boolean } {
  const b = parseIdList(params.getAll('b').join(','));
  const e = parseIdList(params.getAll('e').join(','));
  const [arrive, leave] = [params.get('arrive')?.trim() || null, params.get('leave')?.trim() || null];
  const dates = parseTripDates(arrive, leave) ?? undefined;
  return { b: b.ids, e: e.ids, ...(dates && { dates }), invalid: b.invalid + e.invalid, badDates: !dates && !!(arrive || leave) };
}

/** `/my-trip?b=1,5&e=3&arrive=…&leave=…` (commas kept readable), `/my-trip` for an empty trip without dates. */
export function tripPath(trip: Trip): string {
  const parts = [
    trip.b.length ? `b=${trip.b.join(',')}` : '',
    trip.e.length ? `e=${trip.e.join(',')}` : '',
    trip.dates ? `arrive=${trip.dates.arrive}&leave=${trip.dates.leave}` : '',
  ].filter(Boolean);
  return `/my-trip${parts.length ? `?${parts.join('&')}` : ''}`;
}

export const tripSize = (trip: Trip): number => trip.b.length + trip.e.length;

export const inTrip = (trip: Trip, kind: TripKind, id: number): boolean => trip[kind].includes(id);

/** The same places and events in the same order (the dates aside). */
export const sameItems = (a: Trip, b: Trip): boolean => tripPath({ b: a.b, e: a.e }) === tripPath({ b: b.b, e: b.e });

export const sameTrip = (a: Trip, b: Trip): boolean => sameItems(a, b) && sameDates(a.dates, b.dates);

/** The trip with other dates, or none. */
export const withDates = (trip: Trip, dates: TripDates | undefined): Trip =>
  dates ? { b: trip.b, e: trip.e, dates } : { b: trip.b, e: trip.e };

/** The trip with `id` added at the end (a full list keeps its oldest items and ignores the new one). */
export function addToTrip(trip: Trip, kind: TripKind, id: number): Trip {
  if (inTrip(trip, kind, id) || trip[kind].length >= MAX_TRIP_ITEMS) return trip;
  return { ...trip, [kind]: [...trip[kind], id] };
}

export function removeFromTrip(trip: Trip, kind: TripKind, id: number): Trip {
  return { ...trip, [kind]: trip[kind].filter((x) => x !== id) };
}

/** Everything of `extra` that `trip` does not have yet, after what it has; its dates when `trip` has none. */
export function mergeTrips(trip: Trip, extra: Trip): Trip {
  let out = trip.dates || !extra.dates ? trip : withDates(trip, extra.dates);
  for (const kind of ['b', 'e'] as const) for (const id of extra[kind]) out = addToTrip(out, kind, id);
  return out;
}

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/** The stored trip; anything unreadable (another version, hand edits, blocked storage) is an empty trip. */
export function readStoredTrip(storage: ReadStorage | null | undefined): Trip {
  let data: unknown;
  try {
    data = JSON.parse(storage?.getItem(TRIP_STORAGE_KEY) ?? 'null');
  } catch {
    return emptyTrip();
  }
  const list = (v: unknown) => (Array.isArray(v) ? [...new Set(v.filter(isId))].slice(0, MAX_TRIP_ITEMS) : []);
  const record = (data ?? {}) as Partial<Record<TripKind | 'arrive' | 'leave', unknown>>;
  if (typeof data !== 'object' || data === null) return emptyTrip();
  return withDates({ b: list(record.b), e: list(record.e) }, parseTripDates(record.arrive, record.leave) ?? undefined);
}

/** Stores the trip (an empty one without dates is removed); false when the browser refuses (private mode, quota). */
export function writeStoredTrip(storage: WriteStorage | null | undefined, trip: Trip): boolean {
  try {
    if (!storage) return false;
    if (tripSize(trip) === 0 && !trip.dates) storage.removeItem(TRIP_STORAGE_KEY);
    else storage.setItem(TRIP_STORAGE_KEY, JSON.stringify({ b: trip.b, e: trip.e, ...trip.dates }));
    return true;
  } catch {
    return false;
  }
}

/** localStorage, or null where reading it throws (storage disabled). */
export function tripStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
