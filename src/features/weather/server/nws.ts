import type { WeatherAlert, WeatherNow } from '#src/features/weather/weather.ts';
import { type FetchJsonOptions, UpstreamError, fetchJson, isRecord, upstreamUrl } from './http.ts';
import { type QuantitativeValue, feelsLike, toDegrees, toFahrenheit, toInHg, toMph, toPercent } from './units.ts';

/** NWS api.weather.gov: /points → nearest stations → latest observation; active alerts for the point. */

export interface NwsConfig extends FetchJsonOptions {
  baseUrl: string;
  latitude: number;
  longitude: number;
}

const GEO_JSON = 'application/geo+json';
/** Stations are tried nearest first; a station often reports no temperature for a while. */
const STATIONS_TRIED = 3;
const STATION_ID = /^[A-Z0-9]{3,8}$/i;
const GRID_ID = /^[A-Z]{3}$/i;

/** NWS wants at most four decimals and redirects otherwise (and we refuse redirects). */
export const pointPath = (latitude: number, longitude: number): string =>
  `${Number(latitude.toFixed(4))},${Number(longitude.toFixed(4))}`;

const get = (config: NwsConfig, path: string, query?: Record<string, string>) =>
  fetchJson(upstreamUrl(config.baseUrl, path, query), { ...config, accept: GEO_JSON });

const properties = (body: unknown, what: string): Record<string, unknown> => {
  if (!isRecord(body) || !isRecord(body.properties)) throw new UpstreamError('malformed', `NWS ${what}: no properties`);
  return body.properties;
};

/**
 * The path of a URL an NWS answer links to, if it is on the configured API: only its path is kept
 * (and requested from the configured base), so an answer can never send us to another host.
 */
export const linkedPath = (baseUrl: string, link: unknown): string | null => {
  if (typeof link !== 'string') return null;
  const base = baseUrl.replace(/\/+$/, '');
  let path: string;
  if (link.startsWith(`${base}/`)) path = link.slice(base.length);
  else {
    try {
      path = new URL(link).pathname; // recorded answers name https://api.weather.gov
    } catch {
      return null;
    }
  }
  return /^\/[\w/,.-]+$/.test(path) && !path.includes('..') ? path : null;
};

export const stationIdsFrom = (body: unknown): string[] => {
  if (!isRecord(body)) return [];
  const fromFeatures = (Array.isArray(body.features) ? body.features : []).map((feature: unknown) =>
    isRecord(feature) && isRecord(feature.properties) ? feature.properties.stationIdentifier : null,
  );
  // Some answers carry only the list of station URLs, ending in the identifier.
  const fromLinks = (Array.isArray(body.observationStations) ? body.observationStations : []).map((link: unknown) =>
    typeof link === 'string' ? link.split('/').pop() : null,
  );
  const ids = (fromFeatures.length > 0 ? fromFeatures : fromLinks).filter(
    (id): id is string => typeof id === 'string' && STATION_ID.test(id),
  );
  return [...new Set(ids)];
};

/** The observation stations for the point, nearest first (NWS lists them by distance). */
export const fetchStationIds = async (config: NwsConfig): Promise<string[]> => {
  const point = properties(await get(config, `/points/${pointPath(config.latitude, config.longitude)}`), 'points');
  const { gridId, gridX, gridY } = point;
  const stationsPath =
    linkedPath(config.baseUrl, point.observationStations) ??
    (typeof gridId === 'string' && GRID_ID.test(gridId) && Number.isInteger(gridX) && Number.isInteger(gridY)
      ? `/gridpoints/${gridId}/${gridX as number},${gridY as number}/stations`
      : null);
  if (!stationsPath) throw new UpstreamError('malformed', 'NWS points: no observation stations link');
  const ids = stationIdsFrom(await get(config, stationsPath));
  if (ids.length === 0) throw new UpstreamError('empty', 'NWS stations: none for this point');
  return ids;
};

const quantity = (value: unknown): QuantitativeValue | null => (isRecord(value) ? (value as QuantitativeValue) : null);

export const parseObservation = (body: unknown): WeatherNow => {
  const p = properties(body, 'observation');
  const observation = {
    temperature: quantity(p.temperature),
    heatIndex: quantity(p.heatIndex),
    windChill: quantity(p.windChill),
  };
  const pressure = toInHg(quantity(p.barometricPressure)) ?? toInHg(quantity(p.seaLevelPressure));
  return {
    temperature: toFahrenheit(observation.temperature),
    feelsLike: feelsLike(observation),
    humidity: toPercent(quantity(p.relativeHumidity)),
    windSpeed: toMph(quantity(p.windSpeed)),
    windDirection: toDegrees(quantity(p.windDirection)),
    pressure,
    description: typeof p.textDescription === 'string' ? p.textDescription.trim() : '',
    observedAt: typeof p.timestamp === 'string' && !Number.isNaN(Date.parse(p.timestamp)) ? p.timestamp : null,
  };
};

/** An automated station that has not reported for this long is probably down; a farther one may be current. */
const OBSERVATION_MAX_AGE_MS = 2 * 60 * 60_000;

/**
 * The latest observation of the nearest station with a current temperature reading; failing that,
 * the best one seen (with a temperature, however old), so a visitor still sees the last known weather.
 */
export const fetchLatestObservation = async (
  config: NwsConfig,
  stationIds: readonly string[],
  now: number,
): Promise<WeatherNow> => {
  const isCurrent = (o: WeatherNow) =>
    o.temperature !== null && (o.observedAt === null || now - Date.parse(o.observedAt) <= OBSERVATION_MAX_AGE_MS);
  let best: WeatherNow | null = null;
  let lastError: unknown = null;
  for (const id of stationIds.slice(0, STATIONS_TRIED)) {
    try {
      const observation = parseObservation(await get(config, `/stations/${id}/observations/latest`));
      if (isCurrent(observation)) return observation;
      if (!best || (best.temperature === null && observation.temperature !== null)) best = observation;
    } catch (error) {
      // A timed-out station is not followed by the next one: the visitor's deadline is shared.
      if (error instanceof UpstreamError && error.kind === 'timeout') throw error;
      lastError = error;
    }
  }
  if (best) return best;
  throw lastError ?? new UpstreamError('empty', 'NWS observations: none');
};

const SEVERITY_ORDER = ['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown'];

export const parseAlerts = (body: unknown, now: number): WeatherAlert[] => {
  if (!isRecord(body) || !Array.isArray(body.features)) throw new UpstreamError('malformed', 'NWS alerts: no features');
  const alerts: WeatherAlert[] = [];
  for (const feature of body.features as unknown[]) {
    if (!isRecord(feature) || !isRecord(feature.properties)) continue;
    const p = feature.properties;
    if (typeof p.event !== 'string' || typeof p.id !== 'string') continue;
    // Exercises and system tests are published as alerts too; a visitor must never see them.
    if (p.status !== undefined && p.status !== 'Actual') continue;
    const ends = [p.ends, p.expires].find((v): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v)));
    if (ends && Date.parse(ends) <= now) continue;
    alerts.push({
      id: p.id,
      event: p.event,
      headline: typeof p.headline === 'string' ? p.headline : p.event,
      severity: typeof p.severity === 'string' ? p.severity : 'Unknown',
      ends: ends ?? null,
    });
  }
  const rank = (severity: string) => {
    const index = SEVERITY_ORDER.indexOf(severity);
    return index === -1 ? SEVERITY_ORDER.length : index;
  };
  return alerts.sort((a, b) => rank(a.severity) - rank(b.severity));
};

/** The active alerts for the point as NWS answers (GeoJSON); the e-mail alerts read their VTEC from it. */
export const fetchActiveAlertsBody = (config: NwsConfig): Promise<unknown> =>
  get(config, '/alerts/active', { point: pointPath(config.latitude, config.longitude) });

export const fetchActiveAlerts = async (config: NwsConfig, now: number): Promise<WeatherAlert[]> =>
  parseAlerts(await fetchActiveAlertsBody(config), now);
