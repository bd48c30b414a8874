import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatWeeklyHours,
  openingHoursCodes,
  openingHoursSpecification,
  openState,
  parseClock,
  wallClock,
  type WeeklyHours,
} from '#src/features/listings/hours.ts';

const TZ = 'America/Chicago';
const weekdays = { open: '09:00', close: '17:00', closed: false };
const bar: WeeklyHours = {
  monday: { open: '09:00', close: '17:00', closed: true },
  tuesday: weekdays,
  wednesday: weekdays,
  thursday: weekdays,
  friday: { open: '18:00', close: '02:00', closed: false },
  saturday: { open: '18:00', close: '02:00', closed: false },
  sunday: { open: '10:00', close: '14:00', closed: false },
};

describe('parseClock / formatClock', () => {
  it('reads HH:MM and rejects junk', () => {
    expect(parseClock('09:30')).toBe(570);
    expect(parseClock('24:00')).toBe(1440);
    expect(parseClock('24:30')).toBeUndefined();
    expect(parseClock('9am')).toBeUndefined();
    expect(parseClock(42)).toBeUndefined();
  });
  it('formats 12-hour times', () => {
    expect(formatClock(0)).toBe('12:00 AM');
    expect(formatClock(12 * 60)).toBe('12:00 PM');
    expect(formatClock(13 * 60 + 5)).toBe('1:05 PM');
  });
});

describe('wallClock', () => {
  it('uses Central daylight time in summer and standard time in winter', () => {
    // 2026-07-01T03:30Z is Tuesday June 30, 22:30 CDT (UTC-5).
    expect(wallClock(new Date('2026-07-01T03:30:00Z'), TZ)).toEqual({ day: 'tuesday', minutes: 22 * 60 + 30 });
    // 2026-01-15T03:30Z is Wednesday Jan 14, 21:30 CST (UTC-6).
    expect(wallClock(new Date('2026-01-15T03:30:00Z'), TZ)).toEqual({ day: 'wednesday', minutes: 21 * 60 + 30 });
  });
});

describe('openState', () => {
  it('is open inside the day span and closed outside it', () => {
    // Tuesday 2026-06-30 10:00 CDT = 15:00Z
    expect(openState(bar, new Date('2026-06-30T15:00:00Z'), TZ)).toMatchObject({
      open: true,
      label: 'Open now',
      detail: 'Closes at 5:00 PM',
    });
    // Tuesday 17:00 CDT exactly: closed (the close time is exclusive)
    expect(openState(bar, new Date('2026-06-30T22:00:00Z'), TZ)).toMatchObject({ open: false, label: 'Closed now' });
    // Tuesday 08:00 CDT
    expect(openState(bar, new Date('2026-06-30T13:00:00Z'), TZ)).toMatchObject({ open: false, detail: 'Opens at 9:00 AM' });
  });

  it('stays open past midnight into the next day', () => {
    // Saturday 2026-07-04 01:30 CDT = 06:30Z: still Friday night's shift (18:00–02:00)
    expect(openState(bar, new Date('2026-07-04T06:30:00Z'), TZ)).toMatchObject({ open: true, detail: 'Closes at 2:00 AM' });
    // Saturday 02:30 CDT: closed, opens 6 PM
    expect(openState(bar, new Date('2026-07-04T07:30:00Z'), TZ)).toMatchObject({ open: false, detail: 'Opens at 6:00 PM' });
    // Sunday 01:00 CDT: Saturday night's shift
    expect(openState(bar, new Date('2026-07-05T06:00:00Z'), TZ)?.open).toBe(true);
    // Monday 01:00 CDT: Sunday closed at 14:00 and Monday is closed all day
    expect(openState(bar, new Date('2026-07-06T06:00:00Z'), TZ)).toMatchObject({
      open: false,
      detail: 'Opens tomorrow at 9:00 AM',
    });
  });

  it('follows the wall clock across the DST changes', () => {
    // Spring forward: Sunday 2026-03-08. 10:30 CDT = 15:30Z (would be 09:30 if the offset were still -6).
    expect(openState(bar, new Date('2026-03-08T15:30:00Z'), TZ)?.open).toBe(true);
    // 09:30 CST on Saturday 2026-03-07 = 15:30Z, before Saturday's 18:00 opening.
    expect(openState(bar, new Date('2026-03-07T15:30:00Z'), TZ)?.open).toBe(false);
    // Fall back: Sunday 2026-11-01. 13:59 CST = 19:59Z is open (Sunday 10–14) …
    expect(openState(bar, new Date('2026-11-01T19:59:00Z'), TZ)?.open).toBe(true);
    // … and 14:00 CST = 20:00Z is closed, although 20:00Z was 15:00 CDT the day before.
    expect(openState(bar, new Date('2026-11-01T20:00:00Z'), TZ)?.open).toBe(false);
  });

  it('treats equal open and close as around the clock, and no hours as unknown', () => {
    const allDay: WeeklyHours = { monday: { open: '00:00', close: '00:00', closed: false } };
    expect(openState(allDay, new Date('2026-07-06T08:00:00Z'), TZ)).toMatchObject({ open: true, detail: 'Open 24 hours' });
    expect(openState(null, new Date(), TZ)).toBeUndefined();
    expect(openState({}, new Date(), TZ)).toBeUndefined();
    expect(openState({ monday: { open: 'x', close: 'y', closed: false } }, new Date(), TZ)).toBeUndefined();
  });
});

describe('weekly display and schema.org', () => {
  it('lists every weekday Monday first', () => {
    const lines = formatWeeklyHours(bar);
    expect(lines.map((l) => l.label)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(lines[0]).toMatchObject({ text: 'Closed', closed: true });
    expect(lines[1]!.text).toBe('9:00 AM – 5:00 PM');
    expect(lines[4]!.text).toBe('6:00 PM – 2:00 AM');
  });
  it('groups consecutive days into two-letter openingHours', () => {
    expect(openingHoursCodes(bar)).toEqual(['Tu-Th 09:00-17:00', 'Fr-Sa 18:00-02:00', 'Su 10:00-14:00']);
    expect(openingHoursCodes(undefined)).toEqual([]);
  });
  it('builds openingHoursSpecification with schema.org day URLs', () => {
    const spec = openingHoursSpecification(bar);
    expect(spec).toHaveLength(6);
    expect(spec[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Tuesday',
      opens: '09:00',
      closes: '17:00',
    });
    expect(spec[3]).toMatchObject({ dayOfWeek: 'https://schema.org/Friday', opens: '18:00', closes: '02:00' });
  });
});

describe('openState when the next opening is days away', () => {
  it('names the weekday', () => {
    const weekendOnly: WeeklyHours = { saturday: { open: '08:00', close: '12:00', closed: false } };
    // Tuesday 2026-06-30 10:00 CDT
    expect(openState(weekendOnly, new Date('2026-06-30T15:00:00Z'), TZ)).toMatchObject({
      open: false,
      detail: 'Opens Saturday at 8:00 AM',
    });
  });
});
