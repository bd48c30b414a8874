/**
 * What the beach is like now: the surf zone forecast (its own cache here), and the weather service's alerts, water
 * temperature and tides (one upstream request per source for the whole site), the sun from the town's position
 * and the admins' advisories. A source that fails leaves the others; its last good value stays, marked by its time.
 */
import { getTimes } from 'suncalc';
import {
  type BeachAdvisoryNow,
  type BeachAlertNow,
  type BeachNow,
  type RipCurrentNow,
  type WaterTemperatureNow,
  isCurrent,
} from '#src/features/beach/beach.ts';
import type { WeatherAlert } from '#src/features/weather/weather.ts';
import { loggedRefreshingValue, withDeadline } from '#src/features/weather/server/cache.ts';
import type { WeatherService } from '#src/features/weather/server/service.ts';
import { celsiusFromFahrenheit, wholeDegrees } from '#src/features/weather/server/units.ts';
import { wallTimeToInstant } from '#src/features/weather/server/zoned-time.ts';
import { wallParts } from '#src/platform/local-time.ts';
import { logger } from '#src/platform/server/log.ts';
import { activeAdvisories } from './advisories.ts';
import { beachLinks } from './links.ts';
import { type SurfZoneForecast, fetchBeachZone, fetchSurfZoneForecast, isValidZone } from './surf-zone.ts';

export interface BeachServiceConfig {
  weather: WeatherService;
  weatherApiUrl: string;
  latitude: number;
  longitude: number;
  /** The NWS office whose surf zone forecast covers the town (NWS_OFFICE). */
  office: string;
  /** NWS_BEACH_ZONE: the zone to read instead of the one `/points` names. */
  zone?: string;
  noaaStation: string;
  timeZone: string;
  userAgent: string;
  timeoutMs?: number;
  freshMs?: number;
  retryMs?: number;
  coldWaitMs?: number;
  now?: () => number;
  log?: (message: string) => void;
  /** The admins' advisories in force at a time (the database by default). */
  advisories?: (now: Date) => BeachAdvisoryNow[];
}

export interface BeachService {
  /** The page's and the API's answer; waits (bounded) only while a source has never been loaded. */
  current(): Promise<BeachNow>;
}

const DEFAULTS = {
  timeoutMs: 3_000,
  // Offices issue the forecast two or three times a day and update it when conditions change.
  freshMs: 15 * 60_000,
  retryMs: 60_000,
  coldWaitMs: 4_000,
  // The town's forecast zone does not move.
  zoneFreshMs: 24 * 60 * 60_000,
};

/** Events NWS issues for the surf, the shore and tropical weather: the ones a beach-goer must see. */
const BEACH_EVENTS = /rip current|beach hazard|high surf|coastal flood|tropical|hurricane|storm surge|tsunami/i;

const beachAlerts = (alerts: readonly WeatherAlert[]): BeachAlertNow[] =>
  alerts
    .filter((alert) => BEACH_EVENTS.test(alert.event))
    .map((alert) => ({ id: alert.id, event: alert.event, headline: alert.headline, expires: alert.ends }));

const ripCurrentNow = (forecast: SurfZoneForecast, source: string, now: number): RipCurrentNow => {
  const [first] = forecast.segment.periods;
  return {
    risk: first?.risk ?? null,
    period: first?.name ?? '',
    zone: forecast.zone,
    issuedAt: forecast.issuedAt,
    source,
    current: isCurrent(forecast.issuedAt, now),
    surf: first?.surf ?? null,
    periods: forecast.segment.periods,
    text: forecast.segment.text,
  };
};

export const waterTemperatureNow = (
  reading: { fahrenheit: number; at: number | null; flagged: boolean },
  station: string,
  source: string,
  now: number,
): WaterTemperatureNow => {
  const observedAt = reading.at === null ? null : new Date(reading.at).toISOString();
  return {
    f: wholeDegrees(reading.fahrenheit),
    c: celsiusFromFahrenheit(reading.fahrenheit),
    observedAt,
    station,
    source,
    current: !reading.flagged && isCurrent(observedAt, now),
    flagged: reading.flagged,
  };
};

/** Today's sunrise and sunset in the town (the calendar day in its zone), computed here: no upstream. */
export const sunTimes = (latitude: number, longitude: number, now: number, timeZone: string) => {
  const { year, month, day } = wallParts(now, timeZone);
  const noon = wallTimeToInstant({ year, month, day, hour: 12, minute: 0 }, timeZone);
  const times = getTimes(new Date(noon), latitude, longitude);
  // Null where the sun does not rise or set that day (polar latitudes), kept general for any configured point.
  const iso = (date: Date | null) => (date && !Number.isNaN(date.getTime()) ? date.toISOString() : null);
  return { sunrise: iso(times.sunrise), sunset: iso(times.sunset) };
};

export const createBeachService = (config: BeachServiceConfig): BeachService => {
  const now = config.now ?? Date.now;
  const retryMs = config.retryMs ?? DEFAULTS.retryMs;
  const coldWaitMs = config.coldWaitMs ?? DEFAULTS.coldWaitMs;
  const log = config.log ?? ((message: string) => logger.warn(message));
  const links = beachLinks(config);
  const nws = {
    userAgent: config.userAgent,
    timeoutMs: config.timeoutMs ?? DEFAULTS.timeoutMs,
    baseUrl: config.weatherApiUrl,
    latitude: config.latitude,
    longitude: config.longitude,
    office: config.office.toUpperCase(),
  };
  const override = config.zone?.toUpperCase();

  const zone = loggedRefreshingValue('[beach] NWS forecast zone', {
    load: async () => (override && isValidZone(override) ? override : fetchBeachZone(nws)),
    freshMs: DEFAULTS.zoneFreshMs,
    retryMs,
    now,
    log,
  });
  const forecast = loggedRefreshingValue('[beach] NWS surf zone forecast', {
    load: async () => {
      const known = await zone.get();
      if (!known) throw new Error('the beach zone is not known');
      return fetchSurfZoneForecast(nws, known.value);
    },
    freshMs: config.freshMs ?? DEFAULTS.freshMs,
    retryMs,
    now,
    log,
  });

  return {
    async current() {
      const [, , alerts] = await Promise.all([
        withDeadline(forecast.get(), coldWaitMs),
        config.weather.current(),
        config.weather.alerts(),
      ]);
      const at = now();
      const surf = forecast.peek();
      const water = config.weather.waterReading();
      const weather = config.weather.peek();
      return {
        ripCurrent: surf ? ripCurrentNow(surf.value, links.surfZoneForecast, at) : null,
        waterTemperature: water ? waterTemperatureNow(water.value, config.noaaStation, links.waterTemperature, at) : null,
        alerts: beachAlerts(alerts.alerts),
        alertsCheckedAt: alerts.timestamp,
        advisories: (config.advisories ?? activeAdvisories)(new Date(at)),
        sun: sunTimes(config.latitude, config.longitude, at, config.timeZone),
        tides: weather?.tides
          ? {
              trend: weather.tides.currentTrend,
              nextHigh: weather.tides.nextHighTide,
              nextLow: weather.tides.nextLowTide,
              fetchedAt: weather.timestamp,
            }
          : null,
        links,
        updatedAt: new Date(at).toISOString(),
      };
    },
  };
};
