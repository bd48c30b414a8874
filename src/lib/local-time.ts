/**
 * Wall-clock date-times in the site's zone (Central time) ⇄ instants. Event forms use
 * `<input type="datetime-local">`, whose value has no zone: it means Central time whatever the
 * visitor's own zone. Browser-safe.
 */
const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function zoneParts(instant: number, timeZone: string): number[] {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [get('year'), get('month'), get('day'), get('hour') % 24, get('minute')];
}

const zoneOffset = (instant: number, timeZone: string): number => {
  const [y, m, d, h, mi] = zoneParts(instant, timeZone) as [number, number, number, number, number];
  return Date.UTC(y, m - 1, d, h, mi) - Math.floor(instant / 60_000) * 60_000;
};

/** 'YYYY-MM-DDTHH:MM' in `timeZone` → the instant, or null when malformed or not a real date. */
export function localToInstant(value: string, timeZone: string): Date | null {
  const m = LOCAL_RE.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (new Date(wall).getUTCDate() !== d) return null; // 31 February and friends
  // Two passes settle the offset on either side of a DST switch.
  let instant = wall - zoneOffset(wall, timeZone);
  instant = wall - zoneOffset(instant, timeZone);
  return new Date(instant);
}

/** The instant as 'YYYY-MM-DDTHH:MM' wall-clock time in `timeZone` (a datetime-local value). */
export function instantToLocal(date: Date, timeZone: string): string {
  const [y, m, d, h, mi] = zoneParts(date.getTime(), timeZone) as [number, number, number, number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${y}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(mi)}`;
}
