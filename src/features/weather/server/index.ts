import { site } from '#src/config/site.ts';
import { env } from '#src/config/env.ts';
import { type WeatherService, createWeatherService } from './service.ts';

export { createWeatherService, type WeatherService } from './service.ts';
export { weatherAlertsResponse, weatherTideResponse } from './response.ts';

let service: WeatherService | null = null;

/** NWS asks for an application name and a contact, in this form. */
export const nwsUserAgent = (): string => `(${site.name}, ${site.email})`;

/** The process-wide service: one cache, so every visitor shares one upstream request per source. */
export const getWeatherService = (): WeatherService =>
  (service ??= createWeatherService({
    weatherApiUrl: env.weatherApiUrl,
    tidesApiUrl: env.tidesApiUrl,
    latitude: site.geo.latitude,
    longitude: site.geo.longitude,
    noaaStation: site.noaaStation,
    timeZone: site.timeZone,
    userAgent: nwsUserAgent(),
    application: site.name.replace(/[^A-Za-z0-9_.-]+/g, '_'),
  }));

/** Tests point the env at a fixture server and need a fresh cache. */
export const resetWeatherService = (): void => {
  service = null;
};
