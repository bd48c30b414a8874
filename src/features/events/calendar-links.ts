/**
 * "Add to Google Calendar / Outlook" links for one event (Apple Calendar uses the event's .ics file).
 * Google gets UTC instants (`…Z`) plus the site zone for display; Outlook gets the wall-clock time with
 * its explicit offset in the site zone (-05:00 in CDT, -06:00 in CST), so neither can shift by an hour.
 * The location carries the town (src/platform/with-town.ts), so a calendar app does not place it in another one.
 */
import { instantToLocal, zoneOffsetMs } from '#src/platform/local-time.ts';
import { withTown } from '#src/platform/with-town.ts';

export interface CalendarLinkEvent {
  title: string;
  description: string;
  location: string;
  startDate: Date;
  endDate: Date;
  /** A series' RRULE/RDATE lines (src/features/events/server/calendar/recurrence-rule.ts): Google repeats the event too. */
  recur?: string | null;
}

const HOUR = 3_600_000;
/** Long descriptions make URLs some clients refuse; the page link carries the rest. */
const DETAILS_MAX = 800;

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function offsetIso(d: Date, timeZone: string): string {
  const offset = zoneOffsetMs(d.getTime(), timeZone) / 60_000;
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${instantToLocal(d, timeZone)}:00${sign}${hh}:${mm}`;
}

function details(e: CalendarLinkEvent, pageUrl: string): string {
  const text = e.description.length > DETAILS_MAX ? `${e.description.slice(0, DETAILS_MAX)}…` : e.description;
  return `${text}\n\n${pageUrl}`;
}

const endOf = (e: CalendarLinkEvent) => (e.endDate > e.startDate ? e.endDate : new Date(e.startDate.getTime() + HOUR));

export function googleCalendarUrl(e: CalendarLinkEvent, pageUrl: string, timeZone: string): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${utcStamp(e.startDate)}/${utcStamp(endOf(e))}`,
    ctz: timeZone,
    details: details(e, pageUrl),
    location: withTown(e.location),
  });
  if (e.recur) params.set('recur', e.recur.startsWith('RDATE') ? e.recur : `RRULE:${e.recur}`);
  return `https://calendar.google.com/calendar/render?${params}`;
}

export function outlookCalendarUrl(e: CalendarLinkEvent, pageUrl: string, timeZone: string): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: e.title,
    startdt: offsetIso(e.startDate, timeZone),
    enddt: offsetIso(endOf(e), timeZone),
    body: details(e, pageUrl),
    location: withTown(e.location),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}
