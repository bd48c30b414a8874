import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventCalendar, eventsFeed } from '#src/features/events/server/calendar/ics.ts';
import type { Event } from '#src/platform/server/db/schema.ts';
import { eventRow } from '../../fixtures/event-row';

const ctx = { siteUrl: 'https://example.org', siteName: 'Port Aransas Guide', timeZone: 'America/Chicago' };
const event = eventRow({
  id: 7,
  title: 'Harvest Moon Regatta; Finish, Party',
  description: 'Sail in.\nParty after.',
  category: 'Festival',
  location: 'Roberts Point Park, Port Aransas',
  startDate: new Date('2026-10-09T14:00:00Z'),
  endDate: new Date('2026-10-11T22:00:00Z'),
  updatedAt: new Date('2026-02-03T04:05:06Z'),
});

/** Parses with ical.js (Mozilla's parser, as calendar apps do) and returns the VEVENTs. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c)) };
}

describe('iCalendar', () => {
  it('builds one event with a stable UID, Central wall-clock times with their VTIMEZONE, escaped text and CRLF lines', () => {
    const ics = eventCalendar(event, ctx);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    // RFC 5545 §3.1: every line ends with CRLF, the last one too.
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    expect(ics).toContain('DTSTART;TZID=America/Chicago:20261009T090000\r\n');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Chicago\r\n');
    expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(ics).toContain('SUMMARY:Harvest Moon Regatta\\; Finish\\, Party\r\n');
    const [parsed] = parse(ics).events;
    expect(parsed!.uid).toBe('event-7@example.org');
    expect(parsed!.summary).toBe(event.title);
    expect(parsed!.description).toBe('Sail in.\nParty after.\n\nhttps://example.org/events/7');
    expect(parsed!.location).toBe(event.location);
    expect(parsed!.startDate.toJSDate().toISOString()).toBe('2026-10-09T14:00:00.000Z');
    expect(parsed!.endDate.toJSDate().toISOString()).toBe('2026-10-11T22:00:00.000Z');
    expect(eventCalendar(event, ctx)).toBe(ics);
  });

  it('gives the file and the feed the town in the location when the stored one lacks it, and never twice', () => {
    const park = { ...event, location: 'Community Park, 700 W Avenue A' };
    expect(parse(eventCalendar(park, ctx)).events[0]!.location).toBe('Community Park, 700 W Avenue A, Port Aransas, TX');
    const feed = parse(eventsFeed([park, { ...event, id: 8 }], ctx)).events;
    expect(feed.map((e) => e.location)).toEqual(['Community Park, 700 W Avenue A, Port Aransas, TX', event.location]);
  });

  it('never lets event text inject calendar lines (bare CR or LF included)', () => {
    const evil = { ...event, title: 'Party\rX-INJECTED:1', description: 'a\r\nEND:VEVENT\nBEGIN:VEVENT', location: 'x\ry' };
    const ics = eventCalendar(evil, ctx);
    expect(ics).not.toMatch(/^X-INJECTED/m);
    const { events } = parse(ics);
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toBe('Party\nX-INJECTED:1');
  });

  it('folds long lines at 75 octets without losing characters', () => {
    const ics = eventCalendar({ ...event, description: 'é'.repeat(200) }, ctx);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parse(ics).events[0]!.description.startsWith('é'.repeat(200))).toBe(true);
  });

  it('builds a named, refreshing feed in the site zone', () => {
    const feed = eventsFeed([event, { ...event, id: 8 }], ctx);
    const { calendar, events } = parse(feed);
    expect(events.map((e) => e.uid)).toEqual(['event-7@example.org', 'event-8@example.org']);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Port Aransas Guide events');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Chicago');
    expect(feed).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H');
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('carries the event status: CONFIRMED, CANCELLED, and TENTATIVE for postponed, with a growing SEQUENCE', () => {
    const statusOf = (e: Event) => {
      const [parsed] = parse(eventCalendar(e, ctx)).events;
      return { status: parsed!.component.getFirstPropertyValue('status'), summary: parsed!.summary, sequence: parsed!.sequence };
    };
    expect(statusOf(event)).toMatchObject({ status: 'CONFIRMED', summary: event.title });
    const later = new Date(event.updatedAt.getTime() + 60_000);
    const cancelled = statusOf({ ...event, eventStatus: 'cancelled', updatedAt: later });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', summary: `Cancelled: ${event.title}` });
    expect(cancelled.sequence).toBeGreaterThan(statusOf(event).sequence);
    expect(statusOf({ ...event, eventStatus: 'postponed' })).toMatchObject({
      status: 'TENTATIVE',
      summary: `Postponed: ${event.title}`,
    });
  });
});
