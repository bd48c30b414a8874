/**
 * iCalendar (RFC 5545) for events through ical-generator: one event's "Add to calendar" file and the
 * subscribable feed. Times are the site zone's wall clock (`DTSTART;TZID=America/Chicago`) with that
 * zone's VTIMEZONE (@touch4it/ical-timezones), so a recurring event's RRULE/RDATE (./recurrence-rule.ts)
 * expands at the same local time across DST changes; UIDs derive from the event id and the site host,
 * so they stay the same across downloads and feed refreshes (clients update instead of duplicating).
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency, type ICalCalendar } from 'ical-generator';
import { icsRecurrenceLines, zoned } from './recurrence-rule.ts';
import { eventStatusLabels, type EventStatus } from '#src/features/events/event-status.ts';
import { withTown } from '#src/platform/with-town.ts';
import type { Event } from '#src/platform/server/db/schema.ts';

export interface CalendarContext {
  /** Absolute origin, e.g. https://portaransasguide.com */
  siteUrl: string;
  siteName: string;
  /** IANA zone clients should display the feed in (the site's zone). */
  timeZone: string;
}

const HOUR = 3_600_000;

/** RFC 5545 has no "postponed": TENTATIVE says the original time is not to be relied on. */
const icsStatus: Record<EventStatus, ICalEventStatus> = {
  scheduled: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
  postponed: ICalEventStatus.TENTATIVE,
};

const eventUid = (id: number, siteUrl: string): string => `event-${id}@${new URL(siteUrl).hostname}`;

function calendar(events: Event[], ctx: CalendarContext): ICalCalendar {
  const cal = ical({
    prodId: { company: ctx.siteName.replace(/[;,\\/]/g, ''), product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  // A generator without a calendar-wide zone: each event names its zone and gets its VTIMEZONE, while
  // DTSTAMP and LAST-MODIFIED stay in UTC as the RFC requires.
  cal.timezone({ name: null, generator: getVtimezoneComponent });
  for (const event of events) {
    const url = new URL(`/events/${event.id}`, ctx.siteUrl).href;
    cal.createEvent({
      id: eventUid(event.id, ctx.siteUrl),
      stamp: event.updatedAt,
      lastModified: event.updatedAt,
      // Grows with every change, so a re-imported file updates (e.g. cancels) the copy a client already has.
      sequence: Math.max(0, Math.floor((event.updatedAt.getTime() - event.createdAt.getTime()) / 1000)),
      timezone: ctx.timeZone,
      start: zoned(event.startDate, ctx.timeZone),
      end: zoned(event.endDate > event.startDate ? event.endDate : new Date(event.startDate.getTime() + HOUR), ctx.timeZone),
      repeating: event.recurrence ? icsRecurrenceLines(event.recurrence, event.startDate, ctx.timeZone) : null,
      // Clients that ignore STATUS still tell the visitor in the title.
      summary: event.eventStatus === 'scheduled' ? event.title : `${eventStatusLabels[event.eventStatus]}: ${event.title}`,
      description: `${event.description}\n\n${url}`,
      // With the town, as the calendar links have it: a calendar app elsewhere would look for the street in its own town.
      location: withTown(event.location),
      categories: [{ name: event.category }],
      url,
      status: icsStatus[event.eventStatus],
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  return cal;
}

/**
 * The calendar's text. RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves the last
 * `END:VCALENDAR` bare, and some clients are reported to cut that line short.
 */
const icsText = (cal: ICalCalendar): string => `${cal.toString()}\r\n`;

/** One event as a downloadable .ics. */
export function eventCalendar(event: Event, ctx: CalendarContext): string {
  return icsText(calendar([event], ctx));
}

/** The subscribable feed of upcoming events; clients refresh it every six hours. */
export function eventsFeed(events: Event[], ctx: CalendarContext): string {
  const cal = calendar(events, ctx);
  cal.name(`${ctx.siteName} events`);
  cal.ttl((6 * HOUR) / 1000);
  cal.x([['X-WR-TIMEZONE', ctx.timeZone]]);
  return icsText(cal);
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
