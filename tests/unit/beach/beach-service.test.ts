import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { site } from '#src/config/site.ts';
import { createBeachService } from '#src/features/beach/server/service.ts';
import { createWeatherService } from '#src/features/weather/server/index.ts';
import { type WeatherFixtures, startWeatherFixtures } from '../../fixtures/weather/server';

let fixtures: WeatherFixtures;
const logs: string[] = [];

beforeAll(async () => {
  fixtures = await startWeatherFixtures();
});
afterAll(() => fixtures.close());
afterEach(() => {
  fixtures.setScenario('normal');
  fixtures.setWaterReading('current');
  fixtures.setSurfForecastAge(2);
  logs.length = 0;
});

/** A fresh pair of services (fresh caches) on the recorded answers; the fixtures date them from the real clock. */
const beach = (options: { zone?: string; timeoutMs?: number } = {}) => {
  const common = {
    weatherApiUrl: fixtures.weatherApiUrl,
    latitude: 27.84,
    longitude: -97.04,
    noaaStation: '8775237',
    timeZone: 'America/Chicago',
    userAgent: `(${site.name}, ${site.email})`,
    timeoutMs: options.timeoutMs ?? 5_000,
    coldWaitMs: 10_000,
    log: (message: string) => logs.push(message),
  };
  const weather = createWeatherService({ ...common, tidesApiUrl: fixtures.tidesApiUrl, application: 'test' });
  return createBeachService({ ...common, weather, office: 'CRP', zone: options.zone, advisories: () => [] });
};

describe('the beach now, from recorded NWS and CO-OPS answers', () => {
  it("reads the newest surf zone forecast's segment for the zone /points names", async () => {
    const now = await beach().current();
    expect(now.ripCurrent).toMatchObject({ risk: 'high', period: 'Today', zone: 'TXZ345', current: true });
    expect(now.ripCurrent!.periods.map((p) => p.risk)).toEqual(['high', 'moderate', null]);
    expect(Date.now() - Date.parse(now.ripCurrent!.issuedAt)).toBeGreaterThan(90 * 60_000);
    expect(now.ripCurrent!.source).toBe('https://forecast.weather.gov/product.php?site=CRP&issuedby=CRP&product=SRF');
  });

  it('reads another zone when NWS_BEACH_ZONE names one', async () => {
    const now = await beach({ zone: 'txz451' }).current();
    expect(now.ripCurrent).toMatchObject({ risk: 'low', zone: 'TXZ451' });
  });

  it('converts the raw water reading to °F and °C, and keeps only beach alerts (never a test message)', async () => {
    const now = await beach().current();
    expect(now.waterTemperature).toMatchObject({ f: 69, c: 20, station: '8775237', current: true, flagged: false });
    expect(now.alerts.map((a) => a.event)).toEqual(['Rip Current Statement']);
    expect(now.alerts[0]!.expires).not.toBeNull();
    expect(now.alertsCheckedAt).not.toBeNull();
    expect(now.tides?.nextHigh).not.toBeNull();
    expect(Date.parse(now.sun.sunrise!)).toBeLessThan(Date.parse(now.sun.sunset!));
  });

  it('marks a forecast issued more than 12 hours ago as not current', async () => {
    fixtures.setSurfForecastAge(13);
    const now = await beach().current();
    expect(now.ripCurrent).toMatchObject({ risk: 'high', current: false });
  });

  it('does not show an old or out-of-range water reading as current', async () => {
    fixtures.setWaterReading('old');
    expect((await beach().current()).waterTemperature).toMatchObject({ f: 69, current: false, flagged: false });
    fixtures.setWaterReading('flagged');
    expect((await beach().current()).waterTemperature).toMatchObject({ current: false, flagged: true });
  });

  it('keeps what is known when NWS fails: no forecast, alerts unknown, NOAA values still there', async () => {
    fixtures.setScenario('5xx', 'nws');
    const now = await beach().current();
    expect(now.ripCurrent).toBeNull();
    expect(now.alertsCheckedAt).toBeNull();
    expect(now.waterTemperature?.f).toBe(69);
    expect(now.tides).not.toBeNull();
    expect(logs.some((line) => line.startsWith('[beach] NWS forecast zone failed'))).toBe(true);
  });
});
