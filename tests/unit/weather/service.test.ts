import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../helpers/wait';
import { site } from '#src/config/site.ts';
import { createWeatherService, weatherTideResponse, type WeatherService } from '#src/features/weather/server/index.ts';
import { recordedWeather } from '../../fixtures/weather/reading';
import { type WeatherFixtures, startWeatherFixtures } from '../../fixtures/weather/server';

/** 4:00 AM CST on the day the fixtures were recorded. */
const RECORDED_NOW = Date.parse('2026-11-22T10:00:00Z');

let fixtures: WeatherFixtures;
let clock = RECORDED_NOW;
const logs: string[] = [];

const service = (options: { timeoutMs?: number } = {}): WeatherService =>
  createWeatherService({
    weatherApiUrl: fixtures.weatherApiUrl,
    tidesApiUrl: fixtures.tidesApiUrl,
    latitude: 27.84,
    longitude: -97.04,
    noaaStation: '8775237',
    timeZone: 'America/Chicago',
    userAgent: `(${site.name}, ${site.email})`,
    application: 'test',
    // Generous for a loopback answer: on a busy CI machine the first requests (a cold fetch stack) are slow.
    // Tests of a failing upstream set their own short timeout.
    timeoutMs: options.timeoutMs ?? 5_000,
    coldWaitMs: 10_000,
    now: () => clock,
    log: (message) => logs.push(message),
  });

beforeAll(async () => {
  fixtures = await startWeatherFixtures();
});
afterAll(() => fixtures.close());
afterEach(() => {
  fixtures.setScenario('normal');
  fixtures.setAlerts(true);
  fixtures.setSilentStations([]);
  fixtures.resetHits();
  clock = RECORDED_NOW;
  logs.length = 0;
});

/** Background refreshes finish on their own time: poll (calling `check` again) rather than sleep a guessed while. */
const eventually = (check: () => boolean, timeoutMs = 8_000) =>
  waitFor(check, { timeoutMs, intervalMs: 20, what: 'the background refresh' });

const UPSTREAM_PATHS = [
  '/points/',
  '/gridpoints/',
  '/stations/',
  '/alerts/active',
  'coops:predictions',
  'coops:water_temperature',
];

describe('weather and tide service against recorded NWS and CO-OPS answers', () => {
  it('answers in the spec’s units and shape, with alerts and water temperature', async () => {
    const answer = await service().current();
    expect(answer).toEqual({
      timestamp: '2026-11-22T10:00:00.000Z',
      stale: false,
      timeZone: 'America/Chicago',
      weather: recordedWeather,
      tides: {
        currentTrend: 'rising',
        nextHighTide: { time: '2026-11-22T17:06:00.000Z', height: 1.4 },
        nextLowTide: { time: '2026-11-22T23:54:00.000Z', height: 1 },
        waterTemperature: 69,
      },
      alerts: [
        {
          id: 'urn:oid:2.49.0.1.840.0.5d4c1b2a.001.1',
          event: 'Rip Current Statement',
          headline: expect.stringContaining('Rip Current Statement issued') as string,
          severity: 'Moderate',
          ends: expect.any(String) as string,
        },
      ],
    });
  });

  it('names the site and its contact e-mail to NWS and never follows upstream URLs off the configured host', async () => {
    await service().current();
    expect(fixtures.userAgents().every((agent) => agent.includes(site.email) && agent.includes(site.name))).toBe(true);
    // The recorded points answer links to https://api.weather.gov/…/stations; we rebuilt the path instead.
    expect(fixtures.hits('/gridpoints/CRP/125,58/stations')).toBe(1);
  });

  it('makes at most one upstream call per source for 50 concurrent requests', async () => {
    const weather = service();
    const answers = await Promise.all(Array.from({ length: 50 }, () => weather.current()));
    expect(answers.every((answer) => answer?.weather?.temperature === 72)).toBe(true);
    for (const path of UPSTREAM_PATHS) expect(fixtures.hits(path), path).toBe(1);

    // Stale after five minutes: 50 more callers are answered from memory and trigger one refresh per source.
    clock += 5 * 60_000 + 1;
    fixtures.resetHits();
    await Promise.all(Array.from({ length: 50 }, () => weather.current()));
    await eventually(
      () =>
        weather.peek()?.timestamp === new Date(clock).toISOString() &&
        ['/alerts/active', 'coops:water_temperature'].every((path) => fixtures.hits(path) === 1),
    );
    expect(fixtures.hits('/stations/')).toBe(1);
    expect(fixtures.hits('coops:predictions')).toBe(1);
    expect(fixtures.hits('/alerts/active')).toBe(1);
    // The point's grid and stations are cached for a day.
    expect(fixtures.hits('/points/')).toBe(0);
    expect(fixtures.hits('/gridpoints/')).toBe(0);
  });

  it('computes the next tides at request time from the cached table', async () => {
    const weather = service();
    await weather.current();
    clock = Date.parse('2026-11-22T18:00:00Z'); // past the 11:06 high; table still cached (refresh fails)
    fixtures.setScenario('5xx');
    const answer = weather.peek();
    expect(answer?.tides?.currentTrend).toBe('falling');
    expect(answer?.tides?.nextHighTide?.time).toBe('2026-11-23T04:30:00.000Z');
  });

  for (const scenario of ['5xx', 'timeout', 'malformed'] as const) {
    it(`serves the last good answer with its timestamp when upstream turns ${scenario}`, async () => {
      const weather = service({ timeoutMs: 300 });
      const good = await weather.current();
      fixtures.setScenario(scenario);
      clock += 6 * 60_000;
      await weather.current(); // starts the refresh
      await eventually(() => weather.peek()?.stale === true);
      const answer = await weather.current();
      expect(answer?.stale).toBe(true);
      expect(answer?.timestamp).toBe(good?.timestamp);
      expect(answer?.weather).toEqual(good?.weather);
      expect(answer?.tides?.nextHighTide).toEqual(good?.tides?.nextHighTide);
      expect(logs.some((line) => line.includes('failed'))).toBe(true);
    });

    it(`answers 503 JSON, without hanging, when upstream is ${scenario} and nothing was ever loaded`, async () => {
      fixtures.setScenario(scenario);
      const response = await weatherTideResponse(service({ timeoutMs: 300 }));
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: 'Weather unavailable' });
    });
  }

  it('still answers the weather when the tide table comes back empty, with tides marked missing', async () => {
    fixtures.setScenario('empty', 'coops');
    const answer = await service().current();
    expect(answer?.weather?.temperature).toBe(72);
    expect(answer?.tides).toBeNull();
  });

  it('keeps the last good tide table when CO-OPS later answers empty predictions or an error object', async () => {
    const weather = service();
    await weather.current();
    for (const scenario of ['empty', 'error'] as const) {
      fixtures.setScenario(scenario, 'coops');
      clock += 6 * 60_000;
      weather.peek();
      const message = scenario === 'empty' ? 'predictions: empty' : 'No Predictions data was found';
      await eventually(() => logs.some((line) => line.includes(message)));
      const answer = weather.peek();
      expect(answer?.tides?.nextHighTide?.height).toBe(1.4);
      expect(answer?.stale).toBe(true);
    }
    expect(logs.some((line) => line.includes('No Predictions data was found'))).toBe(true);
  });

  it('falls back to the next nearest station when the nearest reports no temperature', async () => {
    fixtures.setSilentStations(['KRAS']);
    const answer = await service().current();
    expect(answer?.weather?.temperature).toBe(72);
    expect(fixtures.hits('/stations/KRAS/')).toBe(1);
    expect(fixtures.hits('/stations/KNGP/')).toBe(1);
    expect(fixtures.hits('/stations/KCRP/')).toBe(0);
  });

  it('tries farther stations when the nearest has not reported for hours, keeping the best reading', async () => {
    clock = Date.parse('2026-11-22T15:00:00Z'); // the recorded observations are five hours old
    const answer = await service().current();
    expect(answer?.weather?.temperature).toBe(72);
    expect(answer?.weather?.observedAt).toBe('2026-11-22T09:55:00+00:00');
    for (const station of ['KRAS', 'KNGP', 'KCRP']) expect(fixtures.hits(`/stations/${station}/`), station).toBe(1);
  });

  it('logs a failing source once, not on every retry, and logs its recovery', async () => {
    const weather = service();
    await weather.current();
    fixtures.setScenario('5xx', 'coops');
    // Time moves on between polls, so each retry falls due once the previous attempt has settled.
    const retry = () => {
      clock += 6 * 60_000;
      weather.peek();
    };
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      await eventually(() => {
        retry();
        return fixtures.hits('coops:predictions') === attempt;
      });
    }
    fixtures.setScenario('normal');
    await eventually(() => {
      retry();
      return logs.includes('[weather] CO-OPS predictions recovered');
    });
    expect(logs.filter((line) => line.startsWith('[weather] CO-OPS predictions failed'))).toHaveLength(1);
  });

  it('reports no alerts when NWS has none', async () => {
    fixtures.setAlerts(false);
    expect((await service().alerts()).alerts).toEqual([]);
  });

  it('sends cache headers so browsers and shared caches keep the answer as long as the server does', async () => {
    const response = await weatherTideResponse(service());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=300, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400',
    );
  });
});
