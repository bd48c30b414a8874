import { env } from '#src/config/env.ts';
import { site } from '#src/config/site.ts';
import { getWeatherService } from '#src/features/weather/server/index.ts';
import { type BeachService, createBeachService } from './service.ts';

let service: BeachService | null = null;

/** The process-wide service: one surf zone forecast cache for every visitor, on the weather service's other sources. */
export const getBeachService = (): BeachService =>
  (service ??= createBeachService({
    weather: getWeatherService(),
    weatherApiUrl: env.weatherApiUrl,
    latitude: site.geo.latitude,
    longitude: site.geo.longitude,
    office: env.nwsOffice,
    zone: env.nwsBeachZone,
    noaaStation: site.noaaStation,
    timeZone: site.timeZone,
    // NWS asks for an application name and a contact, in this form.
    userAgent: `(${site.name}, ${site.email})`,
  }));
