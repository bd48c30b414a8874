/**
 * Recurring events in calendar files, read back with ical.js (Mozilla's parser, as calendar apps do):
 * RRULE and RDATE with DTSTART;TZID=America/Chicago and its VTIMEZONE, expanded across the 2026-11-01 and
 * 2027-03-14 DST changes, must give exactly the occurrences the site lists.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { expandOccurrences, type EventRecurrence } from '#src/features/events/recurrence.ts';
import { eventCalendar, eventsFeed } from '#src/features/events/server/calendar/ics.ts';
import type { Event } from '#src/platform/server/db/schema.ts';
import { eventRow } from '../../fixtures/event-row';

const ctx = { siteUrl: 'https://example.org', siteName: 'Port Aransas Guide', timeZone: 'America/Chicago' };
const base = eventRow({
  id: 3,
  title: 'Friday Night Market',
  description: 'Every Friday.',
  category: 'Market',
  location: 'Roberts Point Park',
  startDate: new Date('2026-10-31T00:00:00Z'), // Friday Oct 30, 7 pm CDT
  endDate: new Date('2026-10-31T02:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
});

/** Every instance ical.js finds in the file's one VEVENT, as [start, end] UTC ISO strings. */
function expandWithIcalJs(ics: string): { status: string; instances: [string, string][] } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  const event = new ICAL.Event(vevents[0]!);
  expect(event.startDate.zone?.tzid).toBe('America/Chicago');
  const it = event.iterator();
  const instances: [string, string][] = [];
  for (let next = it.next(); next && instances.length < 500; next = it.next()) {
    const details = event.getOccurrenceDetails(next);
    instances.push([details.startDate.toJSDate().toISOString(), details.endDate.toJSDate().toISOString()]);
  }
  return { status: String(vevents[0]!.getFirstPropertyValue('status')), instances };
}

const ours = (e: Event) =>
  expandOccurrences(e.recurrence!, e.startDate, e.endDate, ctx.timeZone).map((o) => [o.start.toISOString(), o.end.toISOString()]);

describe('recurring events in iCalendar', () => {
  it('weekly with UNTIL: RRULE on the Central wall clock, 7 pm on both sides of both DST changes', () => {
    const e = {
      ...base,
      recurrence: { frequency: 'weekly', weekdays: ['FR'], until: '2027-03-19', count: null } as EventRecurrence,
    };
    const ics = eventCalendar(e, ctx);
    expect(ics).toContain('DTSTART;TZID=America/Chicago:20261030T190000\r\n');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=FR;UNTIL=20270320T045959Z\r\n');
    const { instances } = expandWithIcalJs(ics);
    expect(instances).toEqual(ours(e));
    expect(instances).toHaveLength(21);
    expect(instances).toContainEqual(['2026-11-07T01:00:00.000Z', '2026-11-07T03:00:00.000Z']); // first CST Friday
    expect(instances.at(-1)).toEqual(['2027-03-20T00:00:00.000Z', '2027-03-20T02:00:00.000Z']); // CDT again
  });

  it('monthly on the 2nd Saturday and on the last Friday (COUNT), and a 5th Saturday that skips months', () => {
    const second = {
      ...base,
      startDate: new Date('2026-10-10T15:00:00Z'), // Sat Oct 10, 10 am CDT
      endDate: new Date('2026-10-10T18:00:00Z'),
      recurrence: { frequency: 'monthly', week: 2, weekday: 'SA', until: null, count: 7 } as EventRecurrence,
    };
    expect(eventCalendar(second, ctx)).toContain('RRULE:FREQ=MONTHLY;BYDAY=2SA;COUNT=7\r\n');
    expect(expandWithIcalJs(eventCalendar(second, ctx)).instances).toEqual(ours(second));
    const lastFriday = {
      ...base,
      startDate: new Date('2026-10-30T23:00:00Z'),
      endDate: new Date('2026-10-31T01:00:00Z'),
      recurrence: { frequency: 'monthly', week: -1, weekday: 'FR', until: '2027-04-30', count: null } as EventRecurrence,
    };
    expect(eventCalendar(lastFriday, ctx)).toContain('BYDAY=-1FR');
    const last = expandWithIcalJs(eventCalendar(lastFriday, ctx)).instances;
    expect(last).toEqual(ours(lastFriday));
    expect(last.map(([s]) => s.slice(0, 10))).toEqual([
      '2026-10-30',
      '2026-11-28', // Nov 27, 5 pm CST
      '2026-12-26',
      '2027-01-30',
      '2027-02-27',
      '2027-03-26',
      '2027-04-30', // Apr 30 is the until date: included
    ]);
    const fifth = {
      ...base,
      startDate: new Date('2026-08-29T15:00:00Z'),
      endDate: new Date('2026-08-29T17:00:00Z'),
      recurrence: { frequency: 'monthly', week: 5, weekday: 'SA', until: null, count: 4 } as EventRecurrence,
    };
    expect(expandWithIcalJs(eventCalendar(fifth, ctx)).instances).toEqual(ours(fifth));
  });

  it('a list of dates as RDATE, the first date counted once', () => {
    const e = {
      ...base,
      recurrence: { frequency: 'dates', dates: ['2026-11-06', '2027-03-19'] } as EventRecurrence,
    };
    const ics = eventCalendar(e, ctx);
    expect(ics).toContain('RDATE;TZID=America/Chicago:20270319T190000\r\n');
    expect(ics).not.toMatch(/^RRULE:FREQ=(WEEKLY|MONTHLY)/m);
    expect(expandWithIcalJs(ics).instances).toEqual([
      ['2026-10-31T00:00:00.000Z', '2026-10-31T02:00:00.000Z'],
      ['2026-11-07T01:00:00.000Z', '2026-11-07T03:00:00.000Z'],
      ['2027-03-20T00:00:00.000Z', '2027-03-20T02:00:00.000Z'],
    ]);
  });

  it('a cancelled series stays CANCELLED in the feed', () => {
    const e = {
      ...base,
      eventStatus: 'cancelled' as const,
      recurrence: { frequency: 'weekly', weekdays: ['FR'], until: null, count: 3 } as EventRecurrence,
    };
    const { status, instances } = expandWithIcalJs(eventsFeed([e], ctx));
    expect(status).toBe('CANCELLED');
    expect(instances).toHaveLength(3);
  });
});
