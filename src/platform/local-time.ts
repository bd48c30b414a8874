/**
 * Date-times in the site's zone (Central time) ⇄ instants, on @date-fns/tz. Event forms use
 * `<input type="datetime-local">`, whose value has no zone: it means Central time whatever the
 * visitor's own zone. The API also takes RFC 3339 instants (with `Z` or an offset), the format it
 * answers with. Browser-safe.
 */
import { TZDate } from '@date-fns/tz';

const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const RFC3339_RE = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;

/** A real calendar date and clock time (no 31 February, no 24:00). */
function isRealDateTime(y: number, mo: number, d: number, h: number, mi: number, s = 0): boolean {
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return false;
  return new Date(Date.UTC(y, mo - 1, d)).getUTCDate() === d;
}

/** 'YYYY-MM-DDTHH:MM' in `timeZone` → the instant, or null when malformed or not a real date. */
export function localToInstant(value: string, timeZone: string): Date | null {
  const m = LOCAL_RE.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (!isRealDateTime(y, mo, d, h, mi)) return null;
  return new Date(new TZDate(y, mo - 1, d, h, mi, timeZone).getTime());
}

/** An RFC 3339 date-time with `Z` or an offset → the instant, or null. */
export function parseInstant(value: string): Date | null {
  const m = RFC3339_RE.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((v) => Number(v ?? 0)) as number[];
  const [oh, om] = [Number(m[7] ?? 0), Number(m[8] ?? 0)];
  if (!isRealDateTime(y!, mo!, d!, h!, mi!, s) || oh > 23 || om > 59) return null;
  const time = Date.parse(value.replace(' ', 'T'));
  return Number.isNaN(time) ? null : new Date(time);
}

/** What the API and the form accept: an RFC 3339 instant, or wall-clock time in `timeZone`. */
export const parseDateTime = (value: string, timeZone: string): Date | null =>
  parseInstant(value) ?? localToInstant(value, timeZone);

export interface WallParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number; // 0-23
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

/** What a wall clock in `timeZone` shows at `date` (the one place the site reads a zone's clock). */
export function wallParts(date: Date | number, timeZone: string): WallParts {
  const zoned = new TZDate(typeof date === 'number' ? date : date.getTime(), timeZone);
  return {
    year: zoned.getFullYear(),
    month: zoned.getMonth() + 1,
    day: zoned.getDate(),
    hour: zoned.getHours(),
    minute: zoned.getMinutes(),
    second: zoned.getSeconds(),
    weekday: zoned.getDay(),
  };
}

/** Offset of `timeZone` from UTC at `instantMs`, in milliseconds (Chicago in winter: -6 h). */
export const zoneOffsetMs = (instantMs: number, timeZone: string): number =>
  -new TZDate(instantMs, timeZone).getTimezoneOffset() * 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date 'YYYY-MM-DD' on the wall clock of `timeZone` at `date`. */
export function localDateKey(date: Date | number, timeZone: string): string {
  const w = wallParts(date, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** The instant as 'YYYY-MM-DDTHH:MM' wall-clock time in `timeZone` (a datetime-local value). */
export function instantToLocal(date: Date, timeZone: string): string {
  const w = wallParts(date, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}
