/**
 * My Trip's link and browser copy: ids read from a link (bad parts ignored and counted,
 * duplicates and overlong lists cut), the link written back, add/remove/merge, and the stored copy surviving
 * garbage, other shapes and a browser that refuses storage.
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
  sameTrip,
  TRIP_STORAGE_KEY,
  tripPath,
  writeStoredTrip,
} from '#src/features/trip/my-trip.ts';

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
    expect(parseTripQuery(new URLSearchParams('b=1,5&e=3&b=7&e=oops'))).toEqual({ b: [1, 5, 7], e: [3], invalid: 1 });
    expect(parseTripQuery(new URLSearchParams(''))).toEqual({ b: [], e: [], invalid: 0 });
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
