import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatEventCardDate,
  formatEventWhen,
  formatShortDate,
  formatShortDay,
  isPastEvent,
  isSingleDay,
  telHref,
  websiteHref,
  websiteLabel,
} from '#src/platform/format.ts';

const TZ = 'America/Chicago';

describe('formatEventWhen', () => {
  it('formats a single-day event with a time range in Central daylight time', () => {
    // 2026-03-14 10:00–16:00 CDT
    const when = formatEventWhen(new Date('2026-03-14T15:00:00Z'), new Date('2026-03-14T21:00:00Z'), TZ);
    expect(when).toEqual({ date: 'Sat, Mar 14, 2026', time: '10:00 AM – 4:00 PM CDT', singleDay: true });
  });

  it('uses the Central calendar date, not the UTC one', () => {
    // 2026-01-10 19:00–23:00 CST is already Jan 11 in UTC.
    const when = formatEventWhen(new Date('2026-01-11T01:00:00Z'), new Date('2026-01-11T05:00:00Z'), TZ);
    expect(when).toEqual({ date: 'Sat, Jan 10, 2026', time: '7:00 PM – 11:00 PM CST', singleDay: true });
  });

  it('treats an evening ending at midnight as one day', () => {
    expect(isSingleDay(new Date('2026-07-04T01:00:00Z'), new Date('2026-07-04T05:00:00Z'), TZ)).toBe(true);
    expect(formatEventWhen(new Date('2026-07-04T01:00:00Z'), new Date('2026-07-04T05:00:00Z'), TZ).time).toBe(
      '8:00 PM – 12:00 AM CDT',
    );
  });

  it('formats multi-day events as a date range', () => {
    const sameMonth = formatEventWhen(new Date('2026-10-09T14:00:00Z'), new Date('2026-10-11T22:00:00Z'), TZ);
    expect(sameMonth).toEqual({ date: 'Oct 09 – Oct 11, 2026', time: 'Oct 09, 9:00 AM – Oct 11, 5:00 PM CDT', singleDay: false });
    const twoMonths = formatEventWhen(new Date('2026-04-30T14:00:00Z'), new Date('2026-05-02T22:00:00Z'), TZ);
    expect(twoMonths.date).toBe('Apr 30 – May 02, 2026');
    const newYear = formatEventWhen(new Date('2026-12-31T20:00:00Z'), new Date('2027-01-01T20:00:00Z'), TZ);
    expect(newYear.date).toBe('Dec 31, 2026 – Jan 01, 2027');
  });

  it('names both zones when a multi-day event spans a DST change', () => {
    // Oct 31 2026 12:00 CDT to Nov 1 2026 12:00 CST
    const when = formatEventWhen(new Date('2026-10-31T17:00:00Z'), new Date('2026-11-01T18:00:00Z'), TZ);
    expect(when.time).toBe('Oct 31, 12:00 PM CDT – Nov 01, 12:00 PM CST');
  });
});

describe('card dates and past events', () => {
  it('writes every day one way, the spec’s MMM dd, yyyy, with the weekday or without the year where asked', () => {
    const day = new Date('2026-12-05T05:30:00Z'); // 11:30 PM on Dec 4 in Central time
    expect(formatShortDate(day, TZ)).toBe('Dec 04, 2026');
    expect(formatShortDate(day, TZ, { weekday: true })).toBe('Fri, Dec 04, 2026');
    expect(formatShortDay(day, TZ)).toBe('Dec 04');
    expect(formatCalendarDate({ year: 2026, month: 12, day: 5 }, { weekday: true })).toBe('Sat, Dec 05, 2026');
  });

  it('formats compact card dates', () => {
    expect(formatShortDate(new Date('2026-03-04T15:00:00Z'), TZ)).toBe('Mar 04, 2026');
    expect(formatEventCardDate(new Date('2026-03-14T15:00:00Z'), new Date('2026-03-14T21:00:00Z'), TZ)).toBe(
      'Mar 14, 2026 · 10:00 AM',
    );
    expect(formatEventCardDate(new Date('2026-10-09T14:00:00Z'), new Date('2026-10-11T22:00:00Z'), TZ)).toBe(
      'Oct 09 – Oct 11, 2026',
    );
  });
  it('is past only once the end has passed', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(isPastEvent(new Date('2026-06-01T11:59:59Z'), now)).toBe(true);
    expect(isPastEvent(new Date('2026-06-01T12:00:01Z'), now)).toBe(false);
  });
});

describe('contact links', () => {
  it('prefixes https:// when the website has no http prefix', () => {
    expect(websiteHref('finsgrill.com')).toBe('https://finsgrill.com');
    expect(websiteHref('http://example.com/a')).toBe('http://example.com/a');
    expect(websiteHref('HTTPS://Example.com')).toBe('HTTPS://Example.com');
    expect(websiteHref('  ')).toBeUndefined();
    expect(websiteHref(null)).toBeUndefined();
    expect(websiteLabel('https://www.example.com/')).toBe('www.example.com');
  });
  it('builds dialable tel: links', () => {
    expect(telHref('(361) 555-0100')).toBe('tel:3615550100');
    expect(telHref('+1 361.555.0100')).toBe('tel:+13615550100');
  });
});
