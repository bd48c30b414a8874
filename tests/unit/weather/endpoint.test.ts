import type { APIContext } from 'astro';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as getAlerts } from '#src/pages/api/weather-alerts.ts';
import { GET } from '#src/pages/api/weather-tide.ts';
import { resetWeatherService } from '#src/features/weather/server/index.ts';
import type { WeatherTide } from '#src/features/weather/weather.ts';
import { type WeatherFixtures, startWeatherFixtures } from '../../fixtures/weather/server';

/** The real route, configured only through WEATHER_API_URL / TIDES_API_URL, with the real clock and timeouts. */
let fixtures: WeatherFixtures;
const saved = { weather: process.env.WEATHER_API_URL, tides: process.env.TIDES_API_URL };
const context = {} as APIContext;

beforeAll(async () => {
  fixtures = await startWeatherFixtures();
  process.env.WEATHER_API_URL = fixtures.weatherApiUrl;
  process.env.TIDES_API_URL = fixtures.tidesApiUrl;
});
afterAll(async () => {
  process.env.WEATHER_API_URL = saved.weather;
  process.env.TIDES_API_URL = saved.tides;
  resetWeatherService();
  await fixtures.close();
});
beforeEach(() => {
  resetWeatherService();
  fixtures.setScenario('normal');
});

describe('GET /api/weather-tide', () => {
  it('answers the current weather and the next tides after now', async () => {
    const response = await GET(context);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    const body = (await response.json()) as WeatherTide;
    expect(body.weather?.temperature).toBe(72);
    const now = Date.now();
    // The fixture server moves the recorded table to today's date, so a high and a low lie ahead.
    expect(Date.parse(body.tides!.nextHighTide!.time)).toBeGreaterThan(now);
    expect(Date.parse(body.tides!.nextLowTide!.time)).toBeGreaterThan(now);
    expect(['rising', 'falling']).toContain(body.tides!.currentTrend);
    expect(Date.parse(body.timestamp)).toBeLessThanOrEqual(now);
  });

  it('gives up on an upstream that never answers and says so in JSON (default 3 s deadline)', async () => {
    fixtures.setScenario('timeout');
    const response = await GET(context);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'Weather unavailable' });
  }, 10_000);
});

describe('GET /api/weather-alerts', () => {
  it('lists the active alerts for the point', async () => {
    const body = (await (await getAlerts(context)).json()) as { alerts: { event: string }[] };
    expect(body.alerts.map((a) => a.event)).toEqual(['Rip Current Statement']);
  });
});
