/**
 * My Trip's link and browser copy: ids read from a link (bad parts ignored and counted,
 * duplicates and overlong lists cut), the link written back, add/remove/merge, and the stored copy surviving
 * garbage, other shapes and a browser that refuses storage; the trip's dates in both.
 */
import { describe, expect, it } from 'vitest';
import {
  addToTrip,
  MAX_TRIP_ITEMS,
  mergeTrips,
  parseIdList,
  parseTripQuery,
  readStoredTrip,
  removeFromTrip,
  sameItems,
  sameTrip,
  withDates,
  TRIP_STORAGE_KEY,
  tripPath,
  writeStoredTrip,
} from '#src/features/trip/my-trip.ts';
import { MAX_TRIP_DAYS, tripDays } from '#src/features/trip/trip-dates.ts';
import { dateKey, parseDateKey } from '#src/features/events/recurrence.ts';

/** An in-memory Web Storage (Node has no localStorage). */
class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('reading a trip link', () => {
  it('keeps positive ids in order, drops repeats and counts what is not an id', () => {
    expect(parseIdList('5,1,5, 3 ,,')).toEqual({ ids: [5, 1, 3], invalid: 0 });
    expect(parseIdList('1,x,-2,0,007,1.5,99999999999,<script>')).toEqual({ ids: [1], invalid: 7 });
    expect(parseIdList(null)).toEqual({ ids: [], invalid: 0 });
  });

  it('keeps at most MAX_TRIP_ITEMS ids', () => {
    const many = Array.from({ length: 80 }, (_, i) => i + 1).join(',');
    expect(parseIdList(many).ids).toHaveLength(MAX_TRIP_ITEMS);
  });

  it('reads b= and e= (repeated parameters too)', () => {
    expect(parseTripQuery(new URLSearchParams('b=1,5&e=3&b=7&e=oops'))).toEqual({
      b: [1, 5, 7],
      e: [3],
      invalid: 1,
      badDates: false,
    });
    expect(parseTripQuery(new URLSearchParams(''))).toEqual({ b: [], e: [], invalid: 0, badDates: false });
  });

  it('writes the link back with readable commas, and /my-trip for an empty trip', () => {
    expect(tripPath({ b: [1, 5], e: [3] })).toBe('/my-trip?b=1,5&e=3');
    expect(tripPath({ b: [], e: [3] })).toBe('/my-trip?e=3');
    expect(tripPath({ b: [], e: [] })).toBe('/my-trip');
    const round = parseTripQuery(new URL(`https://x${tripPath({ b: [2, 9], e: [4] })}`).searchParams);
    expect(sameTrip(round, { b: [2, 9], e: [4] })).toBe(true);
  });
});

describe('changing a trip', () => {
  it('adds at the end once, removes, and merges what is new', () => {
    let trip = addToTrip({ b: [], e: [] }, 'b', 4);
    trip = addToTrip(trip, 'b', 2);
    expect(addToTrip(trip, 'b', 4)).toBe(trip);
    expect(trip.b).toEqual([4, 2]);
    expect(removeFromTrip(trip, 'b', 4)).toEqual({ b: [2], e: [] });
    expect(mergeTrips({ b: [1], e: [] }, { b: [1, 3], e: [8] })).toEqual({ b: [1, 3], e: [8] });
  });

  it('refuses a new item when the list is full', () => {
    const full = { b: Array.from({ length: MAX_TRIP_ITEMS }, (_, i) => i + 1), e: [] };
    expect(addToTrip(full, 'b', 999)).toBe(full);
  });
});

describe("the browser's copy", () => {
  it('round-trips, and an empty trip removes the key', () => {
    const storage = new MemoryStorage();
    expect(writeStoredTrip(storage, { b: [3, 1], e: [2] })).toBe(true);
    expect(readStoredTrip(storage)).toEqual({ b: [3, 1], e: [2] });
    expect(writeStoredTrip(storage, { b: [], e: [] })).toBe(true);
    expect(storage.items.has(TRIP_STORAGE_KEY)).toBe(false);
  });

  it('reads garbage and other shapes as an empty trip, and keeps only ids', () => {
    const storage = new MemoryStorage();
    for (const bad of ['{', 'null', '42', '"b"', '[1,2]']) {
      storage.setItem(TRIP_STORAGE_KEY, bad);
      expect(readStoredTrip(storage), bad).toEqual({ b: [], e: [] });
    }
    storage.setItem(TRIP_STORAGE_KEY, JSON.stringify({ b: [1, '2', -3, 1, 4.5, 6], e: 'x' }));
    expect(readStoredTrip(storage)).toEqual({ b: [1, 6], e: [] });
    expect(readStoredTrip(null)).toEqual({ b: [], e: [] });
  });

  it('says so when the browser refuses to store', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(writeStoredTrip(refusing, { b: [1], e: [] })).toBe(false);
    expect(writeStoredTrip(null, { b: [1], e: [] })).toBe(false);
  });
});

describe("a trip's dates", () => {
  it('reads arrive= and leave=: one date is a one-day trip, reversed dates swap, a long trip is cut to two weeks', () => {
    const read = (q: string) => parseTripQuery(new URLSearchParams(q));
    expect(read('b=1&arrive=2026-12-05&leave=2026-12-07')).toMatchObject({
      b: [1],
      dates: { arrive: '2026-12-05', leave: '2026-12-07' },
    });
    expect(read('arrive=2026-12-05&leave=').dates).toEqual({ arrive: '2026-12-05', leave: '2026-12-05' });
    expect(read('arrive=2026-12-09&leave=2026-12-05').dates).toEqual({ arrive: '2026-12-05', leave: '2026-12-09' });
    expect(read('arrive=2026-12-28&leave=2027-02-01').dates).toEqual({ arrive: '2026-12-28', leave: '2027-01-10' });
    expect(MAX_TRIP_DAYS).toBe(14);
    // Not dates: ignored, and said so; empty fields of the form are no dates at all.
    expect(read('arrive=2026-02-30&leave=soon')).toMatchObject({ badDates: true });
    expect(read('arrive=2026-02-30').dates).toBeUndefined();
    expect(read('arrive=&leave=')).toMatchObject({ badDates: false });
  });

  it('travel in the link and the browser copy; the items alone decide whose trip a link is', () => {
    const dates = { arrive: '2026-12-05', leave: '2026-12-07' };
    const trip = { b: [2], e: [4], dates };
    expect(tripPath(trip)).toBe('/my-trip?b=2&e=4&arrive=2026-12-05&leave=2026-12-07');
    expect(tripPath({ b: [], e: [], dates })).toBe('/my-trip?arrive=2026-12-05&leave=2026-12-07');
    expect(tripPath(removeFromTrip(trip, 'e', 4))).toBe('/my-trip?b=2&arrive=2026-12-05&leave=2026-12-07');
    expect(sameItems(trip, { b: [2], e: [4] })).toBe(true);
    expect(sameTrip(trip, { b: [2], e: [4] })).toBe(false);
    expect(withDates(trip, undefined)).toEqual({ b: [2], e: [4] });
    // Merging keeps one's own dates, or takes the shared trip's when one has none.
    expect(mergeTrips({ b: [1], e: [] }, trip)).toEqual({ b: [1, 2], e: [4], dates });
    expect(mergeTrips({ b: [1], e: [], dates: { arrive: '2027-01-02', leave: '2027-01-03' } }, trip).dates?.arrive).toBe(
      '2027-01-02',
    );
    const storage = new MemoryStorage();
    writeStoredTrip(storage, trip);
    expect(readStoredTrip(storage)).toEqual(trip);
    writeStoredTrip(storage, { b: [], e: [], dates });
    expect(readStoredTrip(storage)).toEqual({ b: [], e: [], dates });
    storage.setItem(TRIP_STORAGE_KEY, JSON.stringify({ b: [1], e: [], arrive: 'soon', leave: 7 }));
    expect(readStoredTrip(storage)).toEqual({ b: [1], e: [] });
  });

  it('lists the days from a given day on, none once the trip is over', () => {
    const days = (from?: string) =>
      tripDays({ arrive: '2026-12-30', leave: '2027-01-02' }, from ? parseDateKey(from)! : undefined).map(dateKey);
    expect(days()).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(days('2027-01-01')).toEqual(['2027-01-01', '2027-01-02']);
    expect(days('2026-12-01')).toHaveLength(4);
    expect(days('2027-01-03')).toEqual([]);
  });
});
