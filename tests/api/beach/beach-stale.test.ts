/**
 * /beach when the newest surf zone forecast and water reading are more than 12 hours old (an office that has not
 * reissued, a station that stopped reporting): the values stay, each says it is not current and links its
 * official page.
 */
import { expect, it } from 'vitest';
import type { BeachNow } from '#src/features/beach/beach.ts';
import type { WeatherFixtures } from '../../fixtures/weather/server';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

let server: TestServer;
let weather: WeatherFixtures;
useSite((site) => ({ server, weather } = site), { demo: true, weather: true });

it('marks old values as not current and links the official pages', async () => {
  weather.setSurfForecastAge(20);
  weather.setWaterReading('old');
  const body = (await (await fetch(`${server.url}/api/beach`)).json()) as BeachNow;
  expect(body.ripCurrent).toMatchObject({ risk: 'high', current: false });
  expect(body.waterTemperature).toMatchObject({ f: 69, current: false });

  const html = await (await fetch(`${server.url}/beach`)).text();
  const notCurrent = [...html.matchAll(/<p[^>]*data-not-current[^>]*>([\s\S]*?)<\/p>/g)].map((m) => m[1]!);
  expect(notCurrent).toHaveLength(2);
  expect(notCurrent[0]).toContain('more than 12 hours old');
  expect(notCurrent[0]).toContain('href="https://forecast.weather.gov/product.php?site=CRP');
  expect(notCurrent[1]).toContain('href="https://tidesandcurrents.noaa.gov/stationhome.html?id=8775237"');
});
