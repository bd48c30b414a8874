/**
 * iCalendar (RFC 5545) for events: one event's "Add to calendar" file and the subscribable feed.
 * Times are written in UTC (`Z`), which every client converts to the viewer's zone correctly and
 * which needs no VTIMEZONE block; UIDs derive from the event id and the site host, so they stay
 * the same across downloads and feed refreshes (clients update instead of duplicating).
 */
import type { Event } from '../db/schema';

export interface CalendarContext {
  /** Absolute origin, e.g. https://portaransasguide.com */
  siteUrl: string;
  siteName: string;
  /** IANA zone clients should display the feed in (the site's zone). */
  timeZone: string;
  now?: Date;
}

/** 20260314T150000Z */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (continuation lines start with a space), never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    const max = out.length === 0 ? 75 : 74; // continuation lines lose one octet to the leading space
    if (size + n > max) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

export const eventUid = (id: number, siteUrl: string): string => `event-${id}@${new URL(siteUrl).hostname}`;

function vevent(event: Event, ctx: CalendarContext): string[] {
  const url = new URL(`/events/${event.id}`, ctx.siteUrl).href;
  const lines = [
    'BEGIN:VEVENT',
    `UID:${eventUid(event.id, ctx.siteUrl)}`,
    `DTSTAMP:${icsDateTime(event.updatedAt ?? ctx.now ?? new Date())}`,
    `DTSTART:${icsDateTime(event.startDate)}`,
    `DTEND:${icsDateTime(event.endDate > event.startDate ? event.endDate : new Date(event.startDate.getTime() + 3600_000))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(`${event.description}\n\n${url}`)}`,
    `LOCATION:${escapeText(event.location)}`,
    `CATEGORIES:${escapeText(event.category)}`,
    `URL:${url}`,
    `LAST-MODIFIED:${icsDateTime(event.updatedAt)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
  return lines;
}

function calendar(events: Event[], ctx: CalendarContext, extra: string[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${ctx.siteName.replace(/[;,\\/]/g, '')}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...extra,
    ...events.flatMap((e) => vevent(e, ctx)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** One event as a downloadable .ics. */
export function eventCalendar(event: Event, ctx: CalendarContext): string {
  return calendar([event], ctx, []);
}

/** The subscribable feed of upcoming events; clients refresh it every few hours. */
export function eventsFeed(events: Event[], ctx: CalendarContext): string {
  return calendar(events, ctx, [
    `X-WR-CALNAME:${escapeText(`${ctx.siteName} events`)}`,
    `NAME:${escapeText(`${ctx.siteName} events`)}`,
    `X-WR-TIMEZONE:${ctx.timeZone}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
  ]);
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
