/**
 * When an open listing closes (src/features/places/server/open-hours.queries.ts closingTimes), read from the rows the
 * open-now filter reads: a plain day, a close past midnight (asked before and after midnight), two ranges, around the
 * clock, special hours (today's, yesterday's past midnight, lapsed premium), both DST changes; and for every listing the
 * open-now filter finds, a time, which for plain hours is the listing page's own "Closes at".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dayKeys, openState, type WeeklyHours } from '#src/features/listings/hours.ts';
import type { SpecialHoursEntry } from '#src/features/listings/special-hours.ts';
import { closingTimes, rebuildOpenHours } from '#src/features/places/server/open-hours.queries.ts';
import { allDirectoryMatches } from '#src/features/search/server/directory-search.ts';
import { openDb } from '#src/platform/server/db/client.ts';
import { localToInstant } from '#src/platform/local-time.ts';
import { closingText, parseClock } from '#src/features/listings/hours.ts';

const TZ = 'America/Chicago';
const dir = mkdtempSync(join(tmpdir(), 'closing-times-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const db = openDb(join(dir, 'closing.db')).$client;
afterAll(() => db.close());

const every = (open: string, close: string, open2?: string, close2?: string): WeeklyHours =>
  Object.fromEntries(dayKeys.map((d) => [d, { open, close, closed: false, ...(open2 ? { open2, close2 } : {}) }])) as WeeklyHours;

function listing(hours: WeeklyHours | null, special: SpecialHoursEntry[] = [], premium = 'active'): number {
  const id = db
    .prepare(
      `insert into businesses (slug, name, description, category, hours, special_hours, approved, plan, subscription_status)
       values ('s', 'n', 'd', 'retail', ?, ?, 1, 'premium', ?) returning id`,
    )
    .pluck()
    .get(JSON.stringify(hours), JSON.stringify(special), premium) as number;
  rebuildOpenHours(db, [id]);
  return id;
}

const at = (local: string) => localToInstant(local, TZ)!;
const closes = (id: number, local: string) => {
  const times = closingTimes(db, [id], at(local), TZ);
  return times.has(id) ? times.get(id) : 'not open';
};

describe('closingTimes', () => {
  const day = listing(every('11:00', '21:00'));
  const late = listing(every('16:00', '02:00'));
  const split = listing(every('07:00', '11:00', '17:00', '22:00'));
  const allDay = listing(every('00:00', '00:00'));
  // Wednesday 2 December 2026; special hours that day, and the night before running past midnight.
  const special = listing(every('09:00', '17:00'), [
    { date: '2026-12-01', closed: false, open: '20:00', close: '03:00' },
    { date: '2026-12-02', closed: false, open: '10:00', close: '14:00' },
  ]);
  const lapsed = listing(every('09:00', '17:00'), [{ date: '2026-12-02', closed: true }], 'canceled');

  it('reads the weekly rows: a plain day, a close past midnight, a second range', () => {
    expect(closes(day, '2026-12-02T15:00')).toBe('21:00');
    expect(closes(day, '2026-12-02T21:00')).toBe('not open');
    expect(closes(late, '2026-12-02T23:30')).toBe('02:00');
    expect(closes(late, '2026-12-03T01:00')).toBe('02:00');
    expect(closes(split, '2026-12-02T08:00')).toBe('11:00');
    expect(closes(split, '2026-12-02T18:00')).toBe('22:00');
    expect(closes(allDay, '2026-12-02T03:00')).toBeNull();
  });

  it('follows special hours while premium applies, yesterday’s past midnight too', () => {
    expect(closes(special, '2026-12-02T01:00')).toBe('03:00');
    expect(closes(special, '2026-12-02T12:00')).toBe('14:00');
    expect(closes(special, '2026-12-02T15:00')).toBe('not open');
    expect(closes(lapsed, '2026-12-02T12:00')).toBe('17:00');
  });

  it('holds across both DST changes (the wall clock, not a duration)', () => {
    // 8 March 2026: 2 am CST becomes 3 am CDT; 1 November 2026: 2 am CDT becomes 1 am CST.
    expect(closes(late, '2026-03-08T01:30')).toBe('02:00');
    expect(closes(late, '2026-03-07T22:00')).toBe('02:00');
    expect(closes(late, '2026-11-01T01:30')).toBe('02:00');
    expect(closes(day, '2026-03-08T12:00')).toBe('21:00');
  });

  it('gives a time for every listing the open-now filter finds, the listing page’s own for plain hours', () => {
    for (const local of ['2026-12-02T08:00', '2026-12-02T12:00', '2026-12-02T18:30', '2026-12-03T01:30']) {
      const open = allDirectoryMatches(db, { openAt: at(local) });
      const times = closingTimes(db, open, at(local), TZ);
      expect([...times.keys()].sort(), local).toEqual([...open].sort());
      for (const id of [day, late, split].filter((x) => open.includes(x))) {
        const hours = JSON.parse(db.prepare('select hours from businesses where id = ?').pluck().get(id) as string);
        const minutes = parseClock(times.get(id)!);
        expect(closingText(minutes!), `${local} ${id}`).toBe(openState(hours, at(local), TZ)!.detail);
      }
    }
  });
});
