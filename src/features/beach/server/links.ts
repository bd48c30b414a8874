/** The official pages behind each value on /beach, built from the configured office, station and point. */
import type { BeachLinks } from '#src/features/beach/beach.ts';
import { BEACH_WATCH_URL } from '#src/features/beach/beach-advisory.schema.ts';
import { pointPath } from '#src/features/weather/server/nws.ts';

export const beachLinks = (config: { office: string; noaaStation: string; latitude: number; longitude: number }): BeachLinks => {
  const office = encodeURIComponent(config.office.toUpperCase());
  const station = encodeURIComponent(config.noaaStation);
  const [lat, lon] = pointPath(config.latitude, config.longitude).split(',');
  return {
    surfZoneForecast: `https://forecast.weather.gov/product.php?site=${office}&issuedby=${office}&product=SRF`,
    // The point forecast page lists every watch, warning and statement in force there.
    alerts: `https://forecast.weather.gov/MapClick.php?lat=${lat}&lon=${lon}`,
    waterTemperature: `https://tidesandcurrents.noaa.gov/stationhome.html?id=${station}`,
    tides: `https://tidesandcurrents.noaa.gov/noaatidepredictions.html?id=${station}`,
    beachWatch: BEACH_WATCH_URL,
  };
};
