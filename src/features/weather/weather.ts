/**
 * The `/api/weather-tide` answer and how it is shown. Browser-safe: the widget island and the
 * server both use these types; formatting happens in the browser so times follow the site's zone.
 */

export type TideTrend = 'rising' | 'falling' | 'unknown';

export interface TideExtreme {
  /** ISO instant (UTC). */
  time: string;
  /** Feet above MLLW, one decimal. */
  height: number | null;
}

export interface WeatherNow {
  temperature: number | null; // °F
  feelsLike: number | null; // °F
  humidity: number | null; // %
  windSpeed: number | null; // mph
  windDirection: number | null; // degrees the wind blows from
  pressure: number | null; // inHg
  description: string;
  observedAt: string | null;
}

export interface TidesNow {
  currentTrend: TideTrend;
  nextHighTide: TideExtreme | null;
  nextLowTide: TideExtreme | null;
  waterTemperature: number | null; // °F
}

export interface WeatherAlert {
  id: string;
  event: string;
  headline: string;
  severity: string;
  ends: string | null;
}

export interface WeatherTide {
  /** When the oldest part of this answer was fetched from NWS/NOAA (ISO instant). */
  timestamp: string;
  /** True when an upstream failed and part of this answer is the last good one. */
  stale: boolean;
  timeZone: string;
  weather: WeatherNow | null;
  tides: TidesNow | null;
  alerts: WeatherAlert[];
}

export interface WeatherAlerts {
  timestamp: string | null;
  alerts: WeatherAlert[];
}

/** 'unknown' is shown as stable. */
export const trendLabel = (trend: TideTrend): string =>
  trend === 'rising' ? 'Rising' : trend === 'falling' ? 'Falling' : 'Stable';

export const trendArrow = (trend: TideTrend): string => (trend === 'rising' ? '↑' : trend === 'falling' ? '↓' : '→');

const COMPASS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];

export const compassPoint = (degrees: number | null): string | null =>
  degrees === null ? null : COMPASS[Math.round((((degrees % 360) + 360) % 360) / 22.5) % 16]!;

/** "4:12 PM CST" ("4:12 PM" when `brief`), with the weekday when it is not today in the site's zone. */
export const formatTideTime = (iso: string, timeZone: string, { now = new Date(), brief = false } = {}): string => {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return '';
  const day = (d: Date) => d.toLocaleDateString('en-US', { timeZone });
  const time = when.toLocaleTimeString('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(brief ? {} : { timeZoneName: 'short' }),
  });
  return day(when) === day(now) ? time : `${when.toLocaleDateString('en-US', { timeZone, weekday: 'short' })} ${time}`;
};

export const formatNumber = (value: number | null, unit: string, decimals = 0): string =>
  value === null ? '—' : `${value.toFixed(decimals)}${unit}`;
