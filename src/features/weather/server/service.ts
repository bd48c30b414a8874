import type { WeatherAlerts, WeatherTide } from '#src/features/weather/weather.ts';
import { type CacheEntry, type RefreshingValue, loggedRefreshingValue, withDeadline } from './cache.ts';
import { type WaterTemperatureReading, fetchTidePredictions, fetchWaterTemperatureReading } from './coops.ts';
import { UpstreamError } from './http.ts';
import { fetchActiveAlerts, fetchLatestObservation, fetchStationIds } from './nws.ts';
import { nextTides, type TidePrediction } from './tides.ts';
import { wholeDegrees } from './units.ts';
import { logger } from '#src/platform/server/log.ts';

export interface WeatherServiceConfig {
  weatherApiUrl: string;
  tidesApiUrl: string;
  latitude: number;
  longitude: number;
  noaaStation: string;
  timeZone: string;
  userAgent: string;
  /** Application name CO-OPS asks callers to send. */
  application: string;
  timeoutMs?: number;
  freshMs?: number;
  retryMs?: number;
  /** How long a caller with no value yet waits for the first load before being told "unavailable". */
  coldWaitMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

export interface WeatherService {
  /** The current answer; waits (bounded) only while nothing has ever been loaded. */
  current(): Promise<WeatherTide | null>;
  /** The current answer from memory only, refreshing in the background: for page renders. */
  peek(): WeatherTide | null;
  alerts(): Promise<WeatherAlerts>;
  /** The high/low tide table (about three days from local midnight) from memory, refreshing in the background. */
  tideTable(): readonly TidePrediction[] | null;
  /** The latest water temperature reading with its time and flags, from memory (the beach page judges its age). */
  waterReading(): CacheEntry<WaterTemperatureReading> | null;
}

const DEFAULTS = {
  timeoutMs: 3_000,
  freshMs: 5 * 60_000,
  retryMs: 60_000,
  // The NWS chain is three requests on a cold start (points, stations, observation).
  coldWaitMs: 4_000,
  // The point's forecast grid and its stations do not move.
  stationsFreshMs: 24 * 60 * 60_000,
};

export const createWeatherService = (config: WeatherServiceConfig): WeatherService => {
  const now = config.now ?? Date.now;
  const timeoutMs = config.timeoutMs ?? DEFAULTS.timeoutMs;
  const freshMs = config.freshMs ?? DEFAULTS.freshMs;
  const retryMs = config.retryMs ?? DEFAULTS.retryMs;
  const coldWaitMs = config.coldWaitMs ?? DEFAULTS.coldWaitMs;
  const log = config.log ?? ((message: string) => logger.warn(message));

  const http = { userAgent: config.userAgent, timeoutMs };
  const nws = { ...http, baseUrl: config.weatherApiUrl, latitude: config.latitude, longitude: config.longitude };
  const coops = {
    ...http,
    baseUrl: config.tidesApiUrl,
    station: config.noaaStation,
    timeZone: config.timeZone,
    application: config.application,
  };

  const source = <T>(name: string, load: () => Promise<T>, fresh = freshMs): RefreshingValue<T> =>
    loggedRefreshingValue(`[weather] ${name}`, { load, freshMs: fresh, retryMs, now, log });

  const stations = source('NWS stations', () => fetchStationIds(nws), DEFAULTS.stationsFreshMs);
  const observation = source('NWS observation', async () => {
    const ids = await stations.get();
    if (!ids) throw new UpstreamError('upstream', 'no observation stations known');
    return fetchLatestObservation(nws, ids.value, now());
  });
  const alerts = source('NWS alerts', () => fetchActiveAlerts(nws, now()));
  const predictions = source('CO-OPS predictions', () => fetchTidePredictions(coops, now()));
  const waterTemperature = source('CO-OPS water temperature', () => fetchWaterTemperatureReading(coops));

  const build = (): WeatherTide | null => {
    const weather = observation.peek();
    const tides = predictions.peek();
    if (!weather && !tides) return null;
    const water = waterTemperature.peek();
    const alertList = alerts.peek();
    const fetchedAt = Math.min(...[weather, tides].filter((e): e is CacheEntry<never> => e !== null).map((e) => e.fetchedAt));
    return {
      timestamp: new Date(fetchedAt).toISOString(),
      stale: observation.failing || predictions.failing,
      timeZone: config.timeZone,
      weather: weather?.value ?? null,
      tides: tides
        ? { ...nextTides(tides.value, now()), waterTemperature: water ? wholeDegrees(water.value.fahrenheit) : null }
        : null,
      alerts: (alertList?.value ?? []).filter((alert) => !alert.ends || Date.parse(alert.ends) > now()),
    };
  };

  return {
    peek: build,
    tideTable: () => predictions.peek()?.value ?? null,
    waterReading: () => waterTemperature.peek(),
    async current() {
      // Every source loads in parallel; each is bounded by its own timeouts and this deadline.
      await withDeadline(Promise.all([observation.get(), predictions.get(), waterTemperature.get(), alerts.get()]), coldWaitMs);
      return build();
    },
    async alerts() {
      const entry = await withDeadline(alerts.get(), coldWaitMs);
      const list = entry?.value ?? alerts.peek()?.value ?? [];
      return {
        timestamp: entry ? new Date(entry.fetchedAt).toISOString() : null,
        alerts: list.filter((alert) => !alert.ends || Date.parse(alert.ends) > now()),
      };
    },
  };
};
