/**
 * /beach and GET /api/beach when the National Weather Service fails from the start (no value ever loaded): the
 * page still answers 200 with what NOAA and the town's own data give, and links the official NWS pages instead.
 */
import { expect, it } from 'vitest';
import type { BeachNow } from '#src/features/beach/beach.ts';
import type { WeatherFixtures } from '../../fixtures/weather/server';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

let server: TestServer;
let weather: WeatherFixtures;
useSite((site) => ({ server, weather } = site), { demo: true, weather: true });

it('keeps the page up with what is known when NWS answers 5xx', async () => {
  weather.setScenario('5xx', 'nws');
  const api = await fetch(`${server.url}/api/beach`);
  expect(api.status).toBe(200);
  const body = (await api.json()) as BeachNow;
  expect(body.ripCurrent).toBeNull();
  expect(body.alertsCheckedAt).toBeNull();
  expect(body.waterTemperature?.f).toBe(69);
  expect(body.tides).not.toBeNull();

  const res = await fetch(`${server.url}/beach`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('The surf zone forecast could not be loaded just now');
  expect(html).toContain('href="https://forecast.weather.gov/product.php?site=CRP&amp;issuedby=CRP&amp;product=SRF"');
  expect(html).toContain('alerts could not be checked just now');
  expect(html).toMatch(/69 °F/);
});
