/**
 * Open now and near me: the wall clock of America/Chicago across both DST changes, hours past
 * midnight, special hours (today's and yesterday's late night), and the near-me point and distances.
 */
import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '#src/features/listings/hours.ts';
import { distanceKm, formatDistance, formatNear, isOpenAt, parseNear } from '#src/features/places/places.ts';

const TZ = 'America/Chicago';
const at = (iso: string) => new Date(iso);
const closed = { open: '00:00', close: '00:00', closed: true };
const everyDay = (open: string, close: string): WeeklyHours => ({
  monday: { open, close, closed: false },
  tuesday: { open, close, closed: false },
  wednesday: { open, close, closed: false },
  thursday: { open, close, closed: false },
  friday: { open, close, closed: false },
  saturday: { open, close, closed: false },
  sunday: { open, close, closed: false },
});
const open = (hours: WeeklyHours | null, when: string, specialHours: Parameters<typeof isOpenAt>[0]['specialHours'] = null) =>
  isOpenAt({ hours, specialHours }, at(when), TZ);

describe('isOpenAt', () => {
  const bar: WeeklyHours = { saturday: { open: '18:00', close: '02:00', closed: false } };

  it('keeps a Saturday late night open past midnight and closes it at 2:00', () => {
    expect(open(bar, '2026-07-05T04:30:00Z')).toBe(true); // Sat 23:30 CDT
    expect(open(bar, '2026-07-05T06:30:00Z')).toBe(true); // Sun 01:30 CDT
    expect(open(bar, '2026-07-05T07:30:00Z')).toBe(false); // Sun 02:30 CDT
    expect(open(bar, '2026-07-04T22:30:00Z')).toBe(false); // Sat 17:30 CDT
  });

  it('reads the wall clock across spring forward (2:00 CST → 3:00 CDT, 8 March 2026)', () => {
    expect(open(bar, '2026-03-08T07:30:00Z')).toBe(true); // 01:30 CST
    expect(open(bar, '2026-03-08T08:30:00Z')).toBe(false); // 03:30 CDT: 2:00 never came, the bar has closed
    const cafe: WeeklyHours = { monday: { open: '07:00', close: '11:00', closed: false } };
    expect(open(cafe, '2026-03-09T12:30:00Z')).toBe(true); // Mon 07:30 CDT
    expect(open(cafe, '2026-03-02T12:30:00Z')).toBe(false); // Mon 06:30 CST: same UTC time, an hour earlier locally
  });

  it('reads the wall clock across fall back (2:00 CDT → 1:00 CST, 1 November 2026)', () => {
    expect(open(bar, '2026-11-01T06:30:00Z')).toBe(true); // first 01:30 (CDT)
    expect(open(bar, '2026-11-01T07:30:00Z')).toBe(true); // second 01:30 (CST)
    expect(open(bar, '2026-11-01T08:30:00Z')).toBe(false); // 02:30 CST
  });

  it('treats equal open and close as open around the clock, and unknown hours as not open', () => {
    expect(open(everyDay('00:00', '00:00'), '2026-07-05T09:00:00Z')).toBe(true);
    expect(open(null, '2026-07-05T18:00:00Z')).toBe(false);
    expect(open({ monday: closed }, '2026-07-06T18:00:00Z')).toBe(false);
  });

  it("lets today's special hours win over the weekly line", () => {
    const always = everyDay('00:00', '00:00');
    expect(open(always, '2026-07-04T18:00:00Z', [{ date: '2026-07-04', closed: true, note: 'Holiday' }])).toBe(false);
    expect(open(always, '2026-07-05T18:00:00Z', [{ date: '2026-07-04', closed: true }])).toBe(true);
    const short = [{ date: '2026-07-04', closed: false, open: '10:00', close: '12:00' }];
    expect(open(always, '2026-07-04T16:00:00Z', short)).toBe(true); // 11:00 CDT
    expect(open(always, '2026-07-04T18:00:00Z', short)).toBe(false); // 13:00 CDT
  });

  it("keeps yesterday's special late night open after midnight", () => {
    const special = [{ date: '2026-07-04', closed: false, open: '18:00', close: '02:00' }];
    const shut = { ...everyDay('09:00', '17:00'), saturday: closed };
    expect(open(shut, '2026-07-05T06:00:00Z', special)).toBe(true); // Sun 01:00 CDT, after the 4 July late night
    expect(open(shut, '2026-07-05T06:00:00Z')).toBe(false);
    expect(open(shut, '2026-07-05T07:30:00Z', special)).toBe(false); // 02:30
  });
});

describe('near me', () => {
  it('parses LAT,LON and refuses anything else', () => {
    expect(parseNear('27.834,-97.061')).toEqual({ latitude: 27.834, longitude: -97.061 });
    expect(parseNear(' 27.8 , -97 ')).toEqual({ latitude: 27.8, longitude: -97 });
    for (const bad of ['', '27.8', '91,0', '0,181', 'a,b', '27.8,-97,1', '1e2,3', null]) expect(parseNear(bad)).toBeNull();
  });

  it('rounds the URL point to about 100 m', () => {
    expect(formatNear({ latitude: 27.8341234, longitude: -97.0612345 })).toBe('27.834,-97.061');
  });

  it('measures great-circle distances and says them in miles', () => {
    const harbor = { latitude: 27.8394, longitude: -97.0625 };
    const beach = { latitude: 27.8229, longitude: -97.0476 };
    expect(distanceKm(harbor, harbor)).toBe(0);
    expect(distanceKm(harbor, beach)).toBeCloseTo(2.37, 1);
    // Corpus Christi city hall is about 30 km away.
    expect(distanceKm(harbor, { latitude: 27.7936, longitude: -97.3964 })).toBeCloseTo(33.2, 0);
    expect(formatDistance(2.37)).toBe('1.5 mi away');
    expect(formatDistance(0.05)).toBe('Under 0.1 mi away');
    expect(formatDistance(40)).toBe('25 mi away');
  });
});
