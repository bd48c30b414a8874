/**
 * A recurring event's pattern as iCalendar lines (RFC 5545), next to a DTSTART;TZID in the site's zone:
 * RRULE for weekly (BYDAY=SA,SU) and monthly by weekday (BYDAY=2SA, 5SA, -1FR) with UNTIL (in UTC, as the
 * RFC requires with a TZID start) or COUNT; one RDATE per date for a list of dates. A client expands
 * them on the zone's wall clock, so every occurrence keeps its local time across DST changes.
 */
import { TZDate } from '@date-fns/tz';
import { dayStartOf } from '#src/features/events/event-filters.ts';
import { addDays, parseDateKey, seriesDates, localDate, type EventRecurrence } from '#src/features/events/recurrence.ts';
import { wallParts } from '#src/platform/local-time.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function icsRecurrenceLines(rule: EventRecurrence, start: Date, timeZone: string): string {
  if (rule.frequency === 'dates') {
    const w = wallParts(start, timeZone);
    const time = `T${pad(w.hour)}${pad(w.minute)}00`;
    // The first date is listed too: with a single extra date the block still has two lines, and the RFC
    // counts an instance given by both DTSTART and RDATE once.
    return seriesDates(rule, localDate(start, timeZone))
      .map((d) => `RDATE;TZID=${timeZone}:${d.year}${pad(d.month)}${pad(d.day)}${time}`)
      .join('\n');
  }
  const byDay = rule.frequency === 'weekly' ? rule.weekdays.join(',') : `${rule.week}${rule.weekday}`;
  const parts = [`FREQ=${rule.frequency === 'weekly' ? 'WEEKLY' : 'MONTHLY'}`, `BYDAY=${byDay}`];
  if (rule.count) parts.push(`COUNT=${rule.count}`);
  if (rule.until) {
    // Inclusive: the last second of the until date, Central time, written in UTC.
    const endOfUntil = new Date(dayStartOf(addDays(parseDateKey(rule.until)!, 1), timeZone).getTime() - 1000);
    parts.push(`UNTIL=${utcStamp(endOfUntil)}`);
  }
  return parts.join(';');
}

/** An instant as a TZDate in the zone, so ical-generator writes it as that zone's wall clock. */
export const zoned = (d: Date, timeZone: string): TZDate => new TZDate(d.getTime(), timeZone);
