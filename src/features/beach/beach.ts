/**
 * The `/api/beach` answer (DESIGN §3 "beach") and the rules the page and the API share about it. Every value
 * carries where it comes from and when it was true; past MAX_AGE_MS it is shown as not current.
 */

export type RipRisk = 'low' | 'moderate' | 'high';

/** A value older than this is not current: the page says so and links the official source. */
export const MAX_AGE_MS = 12 * 60 * 60_000;

interface SurfPeriodNow {
  name: string;
  risk: RipRisk | null;
  surf: string | null;
}

export interface RipCurrentNow {
  /** The first period's category; null when the forecast gives none (never read as "low"). */
  risk: RipRisk | null;
  period: string;
  zone: string;
  issuedAt: string;
  /** The official page of the forecast (forecast.weather.gov). */
  source: string;
  current: boolean;
  surf: string | null;
  periods: SurfPeriodNow[];
  /** The zone segment's own text, as NWS published it. */
  text: string;
}

export interface WaterTemperatureNow {
  f: number;
  c: number;
  observedAt: string | null;
  station: string;
  /** The station's page at NOAA Tides & Currents. */
  source: string;
  /** False when the reading is older than 12 h or flagged by NOAA. */
  current: boolean;
  flagged: boolean;
}

export interface BeachAlertNow {
  id: string;
  event: string;
  headline: string;
  /** When it ends (ISO), or null when NWS gives no end. */
  expires: string | null;
}

export interface BeachAdvisoryNow {
  id: number;
  site: string;
  level: 'advisory' | 'closed';
  note: string | null;
  /** When the admin entered it. */
  issuedAt: string;
  expiresAt: string;
  /** The sample's date (YYYY-MM-DD) when the state gives one. */
  sampledOn: string | null;
  source: string;
}

interface TideNow {
  time: string;
  height: number | null;
}

/** The official page of each source: shown beside every value, and instead of it when the value is missing or old. */
export interface BeachLinks {
  surfZoneForecast: string;
  alerts: string;
  waterTemperature: string;
  tides: string;
  beachWatch: string;
}

export interface BeachNow {
  ripCurrent: RipCurrentNow | null;
  waterTemperature: WaterTemperatureNow | null;
  alerts: BeachAlertNow[];
  /** When the alert list was last fetched from NWS; null when it never was (the list is then unknown, not empty). */
  alertsCheckedAt: string | null;
  advisories: BeachAdvisoryNow[];
  sun: { sunrise: string | null; sunset: string | null };
  tides: { trend: 'rising' | 'falling' | 'unknown'; nextHigh: TideNow | null; nextLow: TideNow | null; fetchedAt: string } | null;
  links: BeachLinks;
  updatedAt: string;
}

export const isCurrent = (iso: string | null, now: number): boolean =>
  iso !== null && !Number.isNaN(Date.parse(iso)) && now - Date.parse(iso) <= MAX_AGE_MS;

export const riskLabel = (risk: RipRisk | null): string =>
  risk === null ? 'Not given' : `${risk.charAt(0).toUpperCase()}${risk.slice(1)}`;

/** "Tue, Dec 2, 4:12 PM CST" in the site's zone. */
export const formatWhen = (iso: string | null, timeZone: string): string => {
  if (!iso) return 'unknown time';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'unknown time';
  return date.toLocaleString('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
};

/** "4:12 PM" in the site's zone. */
export const formatClock = (iso: string | null, timeZone: string): string => {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
};

/** "Wednesday, December 2" in the site's zone. */
export const formatDay = (iso: string, timeZone: string): string =>
  new Date(iso).toLocaleDateString('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
