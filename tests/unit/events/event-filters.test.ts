/** /events filters: parsing GET parameters and Central-time ranges (weekend, month end, DST). */
import { describe, expect, it } from 'vitest';
import {
  eventCount,
  eventFiltersQuery,
  eventRange,
  filtersRange,
  parseEventFilters,
  withoutEmptyParams,
} from '#src/features/events/event-filters.ts';

const zone = 'America/Chicago';
const q = (s: string) => parseEventFilters(new URLSearchParams(s));

describe('event filters', () => {
  it('reads a known category in any case and a known range; ignores anything else', () => {
    const none = { from: null, to: null };
    expect(q('category=festival&when=weekend')).toEqual({ category: 'Festival', when: 'weekend', ...none });
    expect(q('category=Nope&when=yesterday&from=2026-02-30&to=soon')).toEqual({ category: null, when: null, ...none });
    expect(q('')).toEqual({ category: null, when: null, ...none });
    // Names every object has are not ranges (`in` took them for one).
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(q(`when=${name}&category=${name}`)).toEqual({ category: null, when: null, ...none });
    // Dates typed in the wrong order are swapped rather than refused (the API refuses them).
    expect(q('from=2026-12-20&to=2026-12-05')).toMatchObject({ from: '2026-12-05', to: '2026-12-20' });
    expect(eventFiltersQuery({ category: null, when: null, from: '2026-12-05', to: '2026-12-06' })).toBe(
      '?from=2026-12-05&to=2026-12-06',
    );
    expect(eventFiltersQuery({ category: 'Food', when: 'today' }, 2)).toBe('?category=Food&when=today&page=2');
    expect(eventFiltersQuery({ category: null, when: null })).toBe('');
  });

  it('today runs from now to the next Central midnight', () => {
    const now = new Date('2026-07-15T20:00:00Z'); // 3 pm CDT, Wednesday
    expect(eventRange('today', now, zone)).toEqual({ from: now, to: new Date('2026-07-16T05:00:00Z') });
  });

  it('this weekend is Friday 5 pm to the end of Sunday in Central time, from now once it has begun', () => {
    const wednesday = new Date('2026-07-15T20:00:00Z');
    expect(eventRange('weekend', wednesday, zone)).toEqual({
      from: new Date('2026-07-17T22:00:00Z'),
      to: new Date('2026-07-20T05:00:00Z'),
    });
    const sunday = new Date('2026-07-19T15:00:00Z');
    expect(eventRange('weekend', sunday, zone)).toEqual({ from: sunday, to: new Date('2026-07-20T05:00:00Z') });
    // Friday 11 pm CDT is already Saturday in UTC: still this weekend (from now), not the next one.
    const fridayNight = new Date('2026-07-18T04:00:00Z');
    expect(eventRange('weekend', fridayNight, zone)).toEqual({ from: fridayNight, to: new Date('2026-07-20T05:00:00Z') });
  });

  it('this month ends at the first of next month, Central time, across the DST change', () => {
    const now = new Date('2026-10-20T12:00:00Z'); // CDT; 1 November is still CDT until 2 am
    expect(eventRange('month', now, zone).to).toEqual(new Date('2026-11-01T05:00:00Z'));
    const nov = new Date('2026-11-20T12:00:00Z'); // CST
    expect(eventRange('month', nov, zone).to).toEqual(new Date('2026-12-01T06:00:00Z'));
  });

  it('a date range runs from the start of `from` to the end of `to`, Central days, across the DST change', () => {
    const now = new Date('2026-10-20T12:00:00Z');
    expect(filtersRange({ category: null, when: 'today', from: '2026-10-31', to: '2026-11-01' }, now, zone)).toEqual({
      from: new Date('2026-10-31T05:00:00Z'),
      to: new Date('2026-11-02T06:00:00Z'),
    });
    expect(filtersRange({ category: null, when: null, from: null, to: '2026-10-25' }, now, zone)).toEqual({
      from: now,
      to: new Date('2026-10-26T05:00:00Z'),
    });
    expect(filtersRange({ category: null, when: null }, now, zone)).toBeNull();
  });

  it('counts in the singular and plural', () => {
    expect([0, 1, 2].map(eventCount)).toEqual(['0 events', '1 event', '2 events']);
  });
});

describe('withoutEmptyParams (the no-JS filter form)', () => {
  it('drops the fields left empty and keeps the chosen ones in order', () => {
    expect(withoutEmptyParams(new URLSearchParams('category=Festival&when=month&from=&to='))).toBe(
      '?category=Festival&when=month',
    );
    expect(withoutEmptyParams(new URLSearchParams('view=month&month=2033-07&category='))).toBe('?view=month&month=2033-07');
  });
  it('an all-empty form is the plain list', () => {
    expect(withoutEmptyParams(new URLSearchParams('category=&when=&from=&to='))).toBe('');
  });
  it('null when nothing is empty (no redirect)', () => {
    expect(withoutEmptyParams(new URLSearchParams('category=Festival&from=2033-07-01'))).toBeNull();
    expect(withoutEmptyParams(new URLSearchParams(''))).toBeNull();
  });
});
