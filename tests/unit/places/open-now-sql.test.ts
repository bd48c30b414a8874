/**
 * Open now in SQL (src/features/places/server/open-hours.queries.ts, the tables it fills) against the rule in
 * JavaScript, isOpenAt (src/features/places/places.ts): over many generated weekly hours (split days, closes past
 * midnight, around the clock, 24:00, malformed values), special hours for the days around the moment (closed, other
 * hours, past midnight, two entries for one date), premium that applies or has lapsed, and instants through a whole
 * year of Central time with both DST changes, the directory's open-now filter finds exactly the listings isOpenAt
 * calls open. Hours arrive by the write function or by plain SQL (the triggers' queue), as in production.
 */
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dayKeys } from '#src/features/listings/hours.ts';
import { isOpenAt } from '#src/features/places/places.ts';
import { rebuildOpenHours } from '#src/features/places/server/open-hours.queries.ts';
import { allDirectoryMatches, searchDirectory } from '#src/features/search/server/directory-search.ts';
import { openDb } from '#src/platform/server/db/client.ts';
import { localDateKey, localToInstant, wallParts } from '#src/platform/local-time.ts';

const TZ = 'America/Chicago';
const dir = mkdtempSync(join(tmpdir(), 'open-now-sql-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const db = openDb(join(dir, 'open.db')).$client;
afterAll(() => db.close());

/** Few distinct times, so opens and closes meet each other and the moment's own minute often. */
const times = [
  '00:00',
  '00:30',
  '01:00',
  '02:00',
  '06:59',
  '07:00',
  '09:00',
  '12:00',
  '13:30',
  '17:00',
  '23:00',
  '23:59',
  '24:00',
];

/** The generated listings, their times drawn mostly from `near` (the moment's own minute and the ones either side). */
function listingsNear(near: string[]) {
  const clock = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...near) },
    { weight: 6, arbitrary: fc.constantFrom(...times) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`),
    },
    { weight: 1, arbitrary: fc.constantFrom(' 9:00 ', '25:00', '24:30', '9:5', '', 'noon', 900, null) },
  );
  const dayLine = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record(
        {
          open: clock,
          close: clock,
          closed: fc.oneof(fc.boolean(), fc.constantFrom(0, 1, '', 'yes')),
          open2: clock,
          close2: clock,
        },
        { requiredKeys: ['open', 'close', 'closed'] },
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(undefined, null, 'closed', [], 5) },
  );
  const weekly = fc.oneof(
    { weight: 8, arbitrary: fc.record(Object.fromEntries(dayKeys.map((d) => [d, dayLine])), { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.constantFrom(null, 'text', [], 5) },
  );
  /** Special entries by day offset from the moment (the date is worked out once it is known); two may share a date. */
  const special = fc.array(
    fc.record(
      { offset: fc.integer({ min: -2, max: 1 }), closed: fc.boolean(), open: clock, close: clock, note: fc.constant('Storm') },
      { requiredKeys: ['offset', 'closed'] },
    ),
    { maxLength: 4 },
  );
  const plan = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(['premium', 'active'], ['premium', 'trialing']) },
    { weight: 1, arbitrary: fc.constantFrom(['premium', 'canceled'], ['free', null]) },
  );
  const listing = fc.record({
    hours: weekly,
    special: fc.option(special, { nil: null }),
    plan,
    approved: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    /** Written through rebuildOpenHours (the app's writes), or left to the triggers' queue (a write in plain SQL). */
    byWriteFunction: fc.boolean(),
    /** Hours changed afterwards by a plain UPDATE. */
    laterHours: fc.option(weekly, { nil: undefined }),
  });
  return fc.array(listing, { minLength: 1, maxLength: 8 });
}

interface Listing {
  hours: unknown;
  special: { offset: number; closed: boolean; open?: unknown; close?: unknown; note?: string }[] | null;
  plan: readonly (string | null)[];
  approved: boolean;
  byWriteFunction: boolean;
  laterHours?: unknown;
}

const DAY_MS = 86_400_000;
const yearStart = Date.UTC(2026, 0, 1, 6);
const hhmm = (at: Date) => {
  const { hour, minute } = wallParts(at, TZ);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/** A moment of 2026 in Chicago: a wall-clock time on any day (the DST days among them), or any instant. */
const moment = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 364 }), fc.constantFrom(...times.slice(0, -1)), fc.integer({ min: -1, max: 1 }))
    .map(([d, t, nudge]) => {
      const day = localDateKey(yearStart + d * DAY_MS, TZ);
      const at = localToInstant(`${day}T${t}`, TZ)!;
      return new Date(at.getTime() + nudge * 60_000);
    }),
  fc
    .constantFrom(
      '2026-03-08T07:59:00Z',
      '2026-03-08T08:00:00Z',
      '2026-03-08T08:30:00Z',
      '2026-11-01T06:30:00Z',
      '2026-11-01T07:30:00Z',
    )
    .map((s) => new Date(s)),
  fc.integer({ min: yearStart, max: yearStart + 365 * DAY_MS }).map((ms) => new Date(ms)),
);

const insert = db.prepare(
  `insert into businesses (slug, name, description, category, hours, special_hours, approved, plan, subscription_status)
   values ('s', ?, 'd', 'retail', ?, ?, ?, ?, ?) returning id`,
);
const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));

/** Writes the listings as of `at` (special dates are relative to it) and returns what isOpenAt expects of each. */
const write = (listings: Listing[], at: Date) => db.transaction(writeListings)(listings, at);

function writeListings(listings: Listing[], at: Date) {
  db.prepare('delete from businesses').run();
  return listings.map((l, i) => {
    const specialHours =
      l.special?.map(({ offset, ...e }) => ({ ...e, date: localDateKey(at.getTime() + offset * DAY_MS, TZ) })) ?? null;
    const id = insert.pluck().get(`L${i}`, json(l.hours), json(specialHours), l.approved ? 1 : 0, l.plan[0], l.plan[1]) as number;
    if (l.byWriteFunction) rebuildOpenHours(db, [id]);
    let hours = l.hours;
    if (l.laterHours !== undefined) {
      db.prepare('update businesses set hours = ? where id = ?').run(json(l.laterHours), id);
      hours = l.laterHours;
    }
    const premium = l.plan[0] === 'premium' && (l.plan[1] === 'active' || l.plan[1] === 'trialing');
    const open = isOpenAt({ hours: hours as never, specialHours: premium ? (specialHours as never) : null }, at, TZ);
    return { id, open: open && l.approved };
  });
}

const openIds = (at: Date) => [...allDirectoryMatches(db, { openAt: at })].sort((a, b) => a - b);

describe('open now in SQL', () => {
  it('finds exactly the listings the JavaScript rule calls open', () => {
    fc.assert(
      fc.property(
        moment.chain((at) =>
          fc.tuple(fc.constant(at), listingsNear([-1, 0, 1].map((d) => hhmm(new Date(at.getTime() + d * 60_000))))),
        ),
        ([at, listings]) => {
          const expected = write(listings, at)
            .filter((l) => l.open)
            .map((l) => l.id);
          expect(openIds(at), at.toISOString()).toEqual(expected);
          expect(searchDirectory(db, { openAt: at }, { limit: 2, offset: 0 }).total).toBe(expected.length);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('works the open set out again after a write by this connection or another one', () => {
    const at = new Date('2026-12-02T18:00:00Z'); // Wednesday noon
    const noon = { wednesday: { open: '11:00', close: '13:00', closed: false } };
    const [l] = write([{ hours: noon, special: null, plan: ['premium', 'active'], approved: true, byWriteFunction: true }], at);
    expect(openIds(at)).toEqual([l!.id]);
    // Another process: its own connection writes special hours and rebuilds, as the app's write paths do.
    const other = openDb(join(dir, 'open.db')).$client;
    try {
      other
        .prepare('update businesses set special_hours = ? where id = ?')
        .run(JSON.stringify([{ date: '2026-12-02', closed: true }]), l!.id);
      rebuildOpenHours(other, [l!.id]);
      expect(openIds(at)).toEqual([]);
      other.prepare("update businesses set subscription_status = 'canceled' where id = ?").run(l!.id);
      expect(openIds(at)).toEqual([l!.id]);
    } finally {
      other.close();
    }
    db.prepare('update businesses set approved = 0 where id = ?').run(l!.id);
    expect(openIds(at)).toEqual([]);
  });

  it('reads the Central wall clock through the autumn DST change (1:30 AM comes twice)', () => {
    const sunday = { open: '01:00', close: '02:00', closed: false };
    const [id] = write(
      [{ hours: { sunday }, special: null, plan: ['free', null], approved: true, byWriteFunction: true }],
      new Date(),
    );
    const at = (iso: string) => openIds(new Date(iso)).includes(id!.id);
    expect(at('2026-11-01T05:59:00Z')).toBe(false); // 00:59 CDT
    expect(at('2026-11-01T06:30:00Z')).toBe(true); // 01:30 CDT
    expect(at('2026-11-01T07:30:00Z')).toBe(true); // 01:30 CST, an hour later
    expect(at('2026-11-01T08:00:00Z')).toBe(false); // 02:00 CST
  });

  it('wraps a Sunday night past midnight into Monday morning', () => {
    const sunday = { open: '22:00', close: '02:00', closed: false };
    const [l] = write(
      [{ hours: { sunday }, special: null, plan: ['free', null], approved: true, byWriteFunction: true }],
      new Date(),
    );
    expect(openIds(new Date('2026-12-07T07:30:00Z'))).toEqual([l!.id]); // Monday 01:30 CST
    expect(openIds(new Date('2026-12-07T08:00:00Z'))).toEqual([]); // Monday 02:00
    expect(db.prepare('select day, start_minute, end_minute from business_open_intervals').raw().all()).toEqual([
      [6, 6 * 1440 + 22 * 60, 7 * 1440],
      [6, 0, 120],
    ]);
  });
});
