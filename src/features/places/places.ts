/**
 * Near me and open now, shared by the server (list filters), the directory page and its island.
 * Browser-safe. Distances are great-circle (haversine) on a spherical Earth: within a beach town the error
 * is centimetres, far below what a card shows.
 */
import { dayKeys, openState, wallClock, type WeeklyHours } from '#src/features/listings/hours.ts';
import { localDateKey, localToInstant, wallParts } from '#src/platform/local-time.ts';
import { withSpecialHours, type SpecialHoursEntry } from '#src/features/listings/special-hours.ts';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const NEAR_RE = /^\s*(-?\d{1,2}(?:\.\d{1,8})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,8})?)\s*$/;

/** `near=27.834,-97.061` → the point; null when malformed or out of range. */
export function parseNear(raw: string | null | undefined): GeoPoint | null {
  const m = NEAR_RE.exec(raw ?? '');
  if (!m) return null;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/**
 * The URL form of a visitor's position: three decimals (about 100 m) are plenty to sort a town's
 * businesses, and a shared or logged link then does not pinpoint where the visitor stood.
 */
export const formatNear = (p: GeoPoint): string => `${p.latitude.toFixed(3)},${p.longitude.toFixed(3)}`;

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const KM_PER_MILE = 1.609344;

/** What a card says: miles, as US visitors read road signs ('0.4 mi away'). */
export function formatDistance(km: number): string {
  const miles = km / KM_PER_MILE;
  if (miles < 0.1) return 'Under 0.1 mi away';
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi away`;
}

export interface OpenHoursInput {
  hours: WeeklyHours | null | undefined;
  /** Only while premium applies (lapsed listings' special hours are hidden). */
  specialHours: SpecialHoursEntry[] | null | undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant on the previous local day: local noon minus 24 h is 11:00–13:00 yesterday even across DST. */
function yesterdayAt(at: Date, timeZone: string): Date {
  const w = wallParts(at, timeZone);
  const noon = localToInstant(`${w.year}-${pad(w.month)}-${pad(w.day)}T12:00`, timeZone)!;
  return new Date(noon.getTime() - 24 * 60 * 60 * 1000);
}

/**
 * Open at instant `at` on the wall clock of `timeZone`; false when the hours are unknown. Special hours
 * replace the weekly line of their day, yesterday's too: a special late night that runs past midnight
 * still counts in the small hours. The directory asks the same question in SQL, of the hours stored as minutes of the
 * week (src/features/places/server/open-hours.queries.ts); tests/unit/places/open-now-sql.test.ts holds the two equal.
 */
export function isOpenAt({ hours, specialHours }: OpenHoursInput, at: Date, timeZone: string): boolean {
  if (!specialHours?.length) return openState(hours, at, timeZone)?.open === true;
  const withYesterday = withSpecialHours(hours, specialHours, yesterdayAt(at, timeZone), timeZone).hours;
  const withToday = withSpecialHours(withYesterday, specialHours, at, timeZone).hours;
  return openState(withToday, at, timeZone)?.open === true;
}

/**
 * What "open at `at`" asks of stored hours, read off the wall clock of `timeZone` (so it holds across DST changes):
 * the weekday and minute, and the dates whose special hours replace today's line and yesterday's, as isOpenAt does.
 */
export interface OpenMoment {
  /** 0 = Monday … 6 = Sunday (the order of `dayKeys`). */
  day: number;
  /** Minutes after local midnight, 0 … 1439. */
  minute: number;
  /** Today's and yesterday's local dates, 'YYYY-MM-DD'. */
  date: string;
  yesterdayDate: string;
}

export function openMoment(at: Date, timeZone: string): OpenMoment {
  const { day, minutes } = wallClock(at, timeZone);
  return {
    day: dayKeys.indexOf(day),
    minute: minutes,
    date: localDateKey(at, timeZone),
    yesterdayDate: localDateKey(yesterdayAt(at, timeZone), timeZone),
  };
}
