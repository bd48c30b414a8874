/**
 * "This weekend", the one rule of the /events filter and the site search (src/features/events/weekend.ts): Friday 5 pm
 * to the end of Sunday, Central wall clock, at the week's edges and across both DST changes; and both callers use it.
 */
import { describe, expect, it } from 'vitest';
import { thisWeekend } from '#src/features/events/weekend.ts';
import { eventRange } from '#src/features/events/event-filters.ts';
import { eventWindowOf } from '#src/features/search/event-times.ts';
import { localToInstant } from '#src/platform/local-time.ts';

const zone = 'America/Chicago';
const at = (local: string) => localToInstant(local, zone)!;
const weekend = (local: string) => {
  const { from, to } = thisWeekend(at(local), zone);
  return { from: from.toISOString(), to: to.toISOString() };
};
const iso = (local: string) => at(local).toISOString();

describe('this weekend', () => {
  // 4–6 December 2026: Friday to Sunday, CST (UTC-6).
  const december = { from: iso('2026-12-04T17:00'), to: iso('2026-12-07T00:00') };

  it('from Monday to Friday afternoon, the coming Friday 5 pm to the end of Sunday', () => {
    expect(weekend('2026-11-30T00:00')).toEqual(december); // Monday's first minute
    expect(weekend('2026-12-02T10:00')).toEqual(december);
    expect(weekend('2026-12-04T16:59')).toEqual(december);
  });

  it('from now once it has begun, to the end of Sunday', () => {
    expect(weekend('2026-12-04T17:00')).toEqual(december);
    expect(weekend('2026-12-04T23:30')).toEqual({ from: iso('2026-12-04T23:30'), to: december.to });
    expect(weekend('2026-12-05T00:00')).toEqual({ from: iso('2026-12-05T00:00'), to: december.to });
    expect(weekend('2026-12-06T23:59')).toEqual({ from: iso('2026-12-06T23:59'), to: december.to });
  });

  it('Monday at midnight is the next one', () => {
    expect(weekend('2026-12-07T00:00')).toEqual({ from: iso('2026-12-11T17:00'), to: iso('2026-12-14T00:00') });
  });

  it('keeps to the wall clock across DST: an hour shorter in March, an hour longer in November', () => {
    // 8 March 2026: clocks go forward on the Sunday. Friday 5 pm CST is 23:00Z; Monday midnight CDT is 05:00Z.
    expect(weekend('2026-03-05T12:00')).toEqual({ from: '2026-03-06T23:00:00.000Z', to: '2026-03-09T05:00:00.000Z' });
    // 1 November 2026: clocks go back on the Sunday. Friday 5 pm CDT is 22:00Z; Monday midnight CST is 06:00Z.
    expect(weekend('2026-10-29T12:00')).toEqual({ from: '2026-10-30T22:00:00.000Z', to: '2026-11-02T06:00:00.000Z' });
    expect(weekend('2026-11-01T01:30')).toEqual({ from: iso('2026-11-01T01:30'), to: '2026-11-02T06:00:00.000Z' });
  });

  it('is what /events?when=weekend and the search’s "this weekend" both use', () => {
    for (const local of ['2026-12-02T10:00', '2026-12-04T18:00', '2026-12-06T12:00', '2026-03-07T09:00']) {
      const expected = thisWeekend(at(local), zone);
      expect(eventRange('weekend', at(local), zone), local).toEqual(expected);
      expect(eventWindowOf(['this', 'weekend'], at(local), zone).window, local).toEqual(expected);
      expect(eventWindowOf(['events', 'weekend'], at(local), zone).window, local).toEqual(expected);
    }
  });
});
