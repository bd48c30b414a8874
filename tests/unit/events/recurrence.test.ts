/** Recurring events: expansion on the Central wall clock, monthly-by-weekday edge cases, caps, and the Repeats validation. */
import { describe, expect, it } from 'vitest';
import { expandOccurrences, nthWeekdayOfMonth, seriesDates, type EventRecurrence } from '#src/features/events/recurrence.ts';
import { eventSubmitSchema } from '#src/features/events/event.schema.ts';

const zone = 'America/Chicago';
const iso = (d: Date) => d.toISOString();

describe('expansion', () => {
  it('keeps a weekly 7 pm event at 7 pm Central across the November and March DST changes', () => {
    // Friday 2026-10-30 7–9 pm CDT (00:00Z); DST ends 2026-11-01; DST starts 2027-03-14.
    const rule: EventRecurrence = { frequency: 'weekly', weekdays: ['FR'], until: '2027-03-19', count: null };
    const all = expandOccurrences(rule, new Date('2026-10-31T00:00:00Z'), new Date('2026-10-31T02:00:00Z'), zone);
    expect(iso(all[0]!.start)).toBe('2026-10-31T00:00:00.000Z'); // Oct 30, 7 pm CDT (UTC-5)
    expect(iso(all[1]!.start)).toBe('2026-11-07T01:00:00.000Z'); // Nov 6, 7 pm CST (UTC-6)
    expect(iso(all[1]!.end)).toBe('2026-11-07T03:00:00.000Z');
    const march = all.filter((o) => o.start.getUTCMonth() === 2).map((o) => iso(o.start));
    expect(march).toEqual([
      '2027-03-06T01:00:00.000Z', // Mar 5, 7 pm CST
      '2027-03-13T01:00:00.000Z', // Mar 12, 7 pm CST
      '2027-03-20T00:00:00.000Z', // Mar 19, 7 pm CDT: the until date is included
    ]);
    expect(all).toHaveLength(21);
  });

  it('expands several weekdays per week and counts each day towards COUNT', () => {
    const rule: EventRecurrence = { frequency: 'weekly', weekdays: ['TU', 'TH'], until: null, count: 5 };
    const days = seriesDates(rule, { year: 2026, month: 12, day: 1 }).map((d) => `${d.month}/${d.day}`);
    expect(days).toEqual(['12/1', '12/3', '12/8', '12/10', '12/15']);
  });

  it('finds the nth and the last weekday of a month, and skips months without a 5th one', () => {
    expect(nthWeekdayOfMonth(2026, 12, 2, 6)).toEqual({ year: 2026, month: 12, day: 12 }); // 2nd Saturday
    expect(nthWeekdayOfMonth(2026, 12, -1, 5)).toEqual({ year: 2026, month: 12, day: 25 }); // last Friday
    expect(nthWeekdayOfMonth(2027, 2, -1, 0)).toEqual({ year: 2027, month: 2, day: 28 }); // last Sunday, Feb
    expect(nthWeekdayOfMonth(2027, 2, 5, 6)).toBeNull(); // no 5th Saturday in February 2027
    const rule: EventRecurrence = { frequency: 'monthly', week: 5, weekday: 'SA', until: null, count: 4 };
    const dates = seriesDates(rule, { year: 2026, month: 8, day: 29 }).map((d) => `${d.year}-${d.month}-${d.day}`);
    // 5th Saturdays: Aug 29 2026, Oct 31 2026, Jan 30 2027, May 29 2027 (Sep, Nov, Dec … have none).
    expect(dates).toEqual(['2026-8-29', '2026-10-31', '2027-1-30', '2027-5-29']);
  });

  it('monthly on the first Saturday keeps 10 am across DST', () => {
    const rule: EventRecurrence = { frequency: 'monthly', week: 1, weekday: 'SA', until: null, count: 6 };
    const all = expandOccurrences(rule, new Date('2026-10-03T15:00:00Z'), new Date('2026-10-03T18:00:00Z'), zone);
    expect(all.map((o) => iso(o.start))).toEqual([
      '2026-10-03T15:00:00.000Z',
      '2026-11-07T16:00:00.000Z',
      '2026-12-05T16:00:00.000Z',
      '2027-01-02T16:00:00.000Z',
      '2027-02-06T16:00:00.000Z',
      '2027-03-06T16:00:00.000Z',
    ]);
  });

  it('keeps a multi-day occurrence its length in calendar days (Friday 6 pm to Sunday 2 pm)', () => {
    const rule: EventRecurrence = { frequency: 'dates', dates: ['2027-03-12'] };
    const all = expandOccurrences(rule, new Date('2026-10-30T23:00:00Z'), new Date('2026-11-01T20:00:00Z'), zone);
    expect(all.map((o) => [iso(o.start), iso(o.end)])).toEqual([
      ['2026-10-30T23:00:00.000Z', '2026-11-01T20:00:00.000Z'], // ends Sunday 2 pm CST
      ['2027-03-13T00:00:00.000Z', '2027-03-14T19:00:00.000Z'], // Fri 6 pm CST, ends Sun 2 pm CDT
    ]);
  });

  it('never runs past a year, whatever the pattern says', () => {
    const weekly: EventRecurrence = { frequency: 'weekly', weekdays: ['SA'], until: '2030-01-01', count: null };
    const dates = seriesDates(weekly, { year: 2026, month: 12, day: 5 });
    expect(dates.at(-1)).toEqual({ year: 2027, month: 12, day: 4 });
    expect(dates).toHaveLength(53);
  });
});

describe('Repeats validation (shared by the form and POST /api/events)', () => {
  const schema = eventSubmitSchema(zone);
  const base = {
    title: 'Farmers Market',
    description: 'Local produce every week.',
    category: 'Market',
    location: 'Roberts Point Park',
    startDate: '2026-12-05T08:00', // a Saturday
    endDate: '2026-12-05T12:00',
  };
  const errors = (extra: Record<string, unknown>) => {
    const r = schema.safeParse({ ...base, ...extra });
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it('reads the form fields (checkboxes, an end choice) into a rule', () => {
    const r = schema.parse({
      ...base,
      repeat: 'weekly',
      repeatOnSA: 'on',
      repeatEnd: 'until',
      repeatUntil: '2027-02-27',
      repeatCount: '9',
    });
    expect(r.recurrence).toEqual({ frequency: 'weekly', weekdays: ['SA'], until: '2027-02-27', count: null });
    expect(schema.parse(base).recurrence).toBeNull();
  });

  it('reads the API object (the shape GET /api/events answers with)', () => {
    const r = schema.parse({ ...base, recurrence: { frequency: 'monthly', week: 1, weekday: 'SA', count: 6 } });
    expect(r.recurrence).toEqual({ frequency: 'monthly', week: 1, weekday: 'SA', until: null, count: 6 });
    const d = schema.parse({ ...base, recurrence: { frequency: 'dates', dates: ['2027-01-09', '2026-12-19', '2027-01-09'] } });
    expect(d.recurrence).toEqual({ frequency: 'dates', dates: ['2026-12-19', '2027-01-09'] });
  });

  it('puts a clear message on the field that is wrong', () => {
    expect(errors({ repeat: 'weekly', repeatUntil: '2027-01-30' })).toEqual({
      repeatDays: 'Choose at least one day of the week',
    });
    expect(errors({ repeat: 'weekly', repeatDays: 'FR', repeatUntil: '2027-01-30' })).toEqual({
      repeatDays: 'The first date is a Saturday: include Saturday, or change the start',
    });
    expect(errors({ repeat: 'weekly', repeatDays: ['SA'] })).toEqual({
      repeatUntil: 'Choose when the series ends: an end date or a number of times',
    });
    expect(errors({ repeat: 'weekly', repeatDays: ['SA'], repeatUntil: '2027-01-30', repeatCount: 4 })).toEqual({
      repeatCount: 'Give an end date or a number of times, not both',
    });
    expect(errors({ repeat: 'weekly', repeatDays: ['SA'], repeatUntil: '2028-01-30' })).toEqual({
      repeatUntil: 'A series can run for at most a year: end it by Sun, Dec 05, 2027',
    });
    expect(errors({ repeat: 'weekly', repeatDays: ['SA'], repeatCount: 1 })).toEqual({
      repeatCount: 'Enter how many times it happens, from 2',
    });
    expect(errors({ repeat: 'monthly', repeatWeek: 2, repeatWeekday: 'SA', repeatCount: 3 })).toEqual({
      repeatWeek: 'The first date (Sat, Dec 05, 2026) is not the 2nd Saturday of its month: change the start or the pattern',
    });
    expect(errors({ repeat: 'monthly', repeatWeek: 1, repeatWeekday: 'SA', repeatCount: 24 })).toEqual({
      repeatCount: 'A series can run for at most a year: at most 13 times for this pattern',
    });
    expect(errors({ repeat: 'dates', repeatDates: '2026-12-19\n12/26/2026' })).toEqual({
      repeatDates: '“12/26/2026” is not a date: use YYYY-MM-DD',
    });
    expect(errors({ repeat: 'dates', repeatDates: '2026-12-01' })).toEqual({
      repeatDates: 'Each date must come after the first date (Sat, Dec 05, 2026)',
    });
    expect(errors({ repeat: 'sometimes' })).toEqual({ repeat: 'Choose how the event repeats' });
    // An event longer than the gap between two dates would overlap itself.
    expect(errors({ repeat: 'dates', repeatDates: '2026-12-06', endDate: '2026-12-07T12:00' })).toEqual({
      endDate: 'Each date must end before the next one starts: shorten the event or space the dates out',
    });
  });

  it('accepts the last weekday and a 5th weekday that matches the start', () => {
    const last = schema.safeParse({
      ...base,
      startDate: '2026-12-25T19:00',
      endDate: '2026-12-25T21:00',
      repeat: 'monthly',
      repeatWeek: 'last',
      repeatWeekday: 'FR',
      repeatCount: 4,
    });
    expect(last.success && last.data.recurrence).toEqual({
      frequency: 'monthly',
      week: -1,
      weekday: 'FR',
      until: null,
      count: 4,
    });
    const fifth = schema.safeParse({
      ...base,
      startDate: '2027-01-30T10:00',
      endDate: '2027-01-30T12:00',
      repeat: 'monthly',
      repeatWeek: '5',
      repeatWeekday: 'SA',
      repeatUntil: '2027-12-31',
    });
    expect(fifth.success).toBe(true);
  });
});
