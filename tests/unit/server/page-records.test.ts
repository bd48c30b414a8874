/**
 * The page store's per-listing records (src/server/cache/page-records.ts): typed-array rows by
 * listing id, shared values stored once, and the path a page was kept under checked on every read.
 */
import { describe, expect, it } from 'vitest';
import { PageRecords, type PageRecord } from '../../../src/server/cache/page-records';

const record = (over: Partial<PageRecord> = {}): PageRecord => ({
  rowid: 7,
  seq: 3,
  group: 'restaurant',
  day: '2026-11-24/2026',
  minute: 615,
  boundaries: [480, 1320],
  headers: [
    ['content-type', 'text/html'],
    ['content-encoding', 'br'],
  ],
  bytes: 8123,
  ...over,
});

describe('page records', () => {
  it('gives back what was recorded, under the path it was kept for', () => {
    const records = new PageRecords();
    records.set(42, '/business/42-salty-dog', record());
    expect(records.get(42, '/business/42-salty-dog')).toEqual(record());
    expect(records.get(42)).toEqual(record());
    expect(records.get(41)).toBeUndefined();
    expect(records.get(43)).toBeUndefined();
    expect(records.size).toBe(1);
  });

  it("refuses the listing's other paths", () => {
    const records = new PageRecords();
    records.set(42, '/business/42-salty-dog', record());
    for (const other of ['/business/42', '/business/42-salty-dogs', '/business/42-salty-dog?x=1', '/business/42-salty-doh']) {
      expect(records.get(42, other)).toBeUndefined();
    }
  });

  it('replaces a listing’s record (a new slug), and forgets it', () => {
    const records = new PageRecords();
    records.set(42, '/business/42-salty-dog', record());
    records.set(42, '/business/42-salty-dog-bar', record({ rowid: 9, seq: 5, minute: 700 }));
    expect(records.size).toBe(1);
    expect(records.get(42, '/business/42-salty-dog')).toBeUndefined();
    expect(records.get(42, '/business/42-salty-dog-bar')).toMatchObject({ rowid: 9, seq: 5, minute: 700 });
    records.delete(42);
    records.delete(42);
    expect(records.get(42)).toBeUndefined();
    expect(records.size).toBe(0);
  });

  it('grows to any listing id and keeps the rows it had', () => {
    const records = new PageRecords();
    records.set(3, '/business/3-a', record({ rowid: 1 }));
    records.set(250_000, '/business/250000-b', record({ rowid: 2, seq: 2 ** 40 }));
    expect(records.get(3, '/business/3-a')?.rowid).toBe(1);
    expect(records.get(250_000, '/business/250000-b')).toMatchObject({ rowid: 2, seq: 2 ** 40 });
    expect(records.size).toBe(2);
  });

  it('holds listing ids up to a million, and refuses others rather than allocate for them', () => {
    const records = new PageRecords();
    expect(records.canHold(999_999)).toBe(true);
    for (const id of [0, -1, 1.5, 1_000_000, 2 ** 31]) expect(records.canHold(id)).toBe(false);
    expect(() => records.set(5_000_000, '/business/5000000-x', record())).toThrow(RangeError);
    expect(records.size).toBe(0);
  });

  it('stores shared values once: equal headers and boundaries come back as one object', () => {
    const records = new PageRecords();
    records.set(1, '/business/1-a', record());
    records.set(2, '/business/2-b', record());
    records.set(3, '/business/3-c', record({ boundaries: [540], group: 'lodging' }));
    const [one, two, three] = [1, 2, 3].map((id) => records.get(id)!);
    expect(two!.headers).toBe(one!.headers);
    expect(two!.boundaries).toBe(one!.boundaries);
    expect(three).toMatchObject({ boundaries: [540], group: 'lodging' });
  });
});
