/**
 * Wall-clock times in the site's time zone (America/Chicago by default) turned into instants,
 * so a demo event "at 9:00" starts at 9:00 local whatever the server's own zone or DST is.
 */
import { site } from '#src/config/site.ts';

const DAY_MS = 86_400_000;

function zoneParts(instant: number, timeZone: string): { y: number; m: number; d: number; h: number; mi: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), mi: get('minute') };
}

/** Offset of the zone from UTC at an instant, in ms (Chicago: -5 h in summer, -6 h in winter). */
function zoneOffset(instant: number, timeZone: string): number {
  const p = zoneParts(instant, timeZone);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.mi) - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant at local `hh:mm` on the local calendar day `dayOffset` days from `now`'s local day.
 * Two passes settle the offset on either side of a DST switch.
 */
export function localInstant(now: Date, dayOffset: number, hhmm: string, timeZone: string = site.timeZone): Date {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const today = zoneParts(now.getTime(), timeZone);
  const wall = Date.UTC(today.y, today.m - 1, today.d, hours, minutes) + dayOffset * DAY_MS;
  let instant = wall - zoneOffset(wall, timeZone);
  instant = wall - zoneOffset(instant, timeZone);
  return new Date(instant);
}

export const daysFromNow = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY_MS);
