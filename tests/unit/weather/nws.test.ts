import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { linkedPath, parseAlerts, parseObservation, pointPath, stationIdsFrom } from '#src/features/weather/server/nws.ts';

const recorded = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/weather/${name}`, import.meta.url), 'utf8')) as {
    properties: Record<string, { value: unknown } | unknown>;
    features: { properties: Record<string, unknown> }[];
  };

describe('NWS observation', () => {
  it('leaves sensors that report null as null rather than zero', () => {
    const body = recorded('observation.json');
    for (const key of ['windSpeed', 'barometricPressure', 'relativeHumidity', 'heatIndex', 'windDirection']) {
      (body.properties[key] as { value: unknown }).value = null;
    }
    body.properties.textDescription = null;
    const weather = parseObservation(body);
    expect(weather).toMatchObject({
      temperature: 72,
      feelsLike: 72, // no heat index → the temperature
      humidity: null,
      windSpeed: null,
      windDirection: null,
      pressure: null,
      description: '',
    });
  });

  it('uses sea-level pressure when barometric pressure is missing', () => {
    const body = recorded('observation.json');
    (body.properties.barometricPressure as { value: unknown }).value = null;
    body.properties.seaLevelPressure = { unitCode: 'wmoUnit:Pa', value: 101325 };
    expect(parseObservation(body).pressure).toBe(29.92);
  });

  it('rejects an answer without properties', () => {
    expect(() => parseObservation({ type: 'Feature' })).toThrow(/no properties/);
    expect(() => parseObservation('nope')).toThrow();
  });

  it('formats the point as NWS wants it (at most four decimals, no redirect)', () => {
    expect(pointPath(27.84, -97.04)).toBe('27.84,-97.04');
    expect(pointPath(27.839712, -97.072514)).toBe('27.8397,-97.0725');
  });
});

describe('NWS alerts', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');

  it('keeps actual alerts in force, most severe first, and drops tests and expired ones', () => {
    const body = recorded('alerts.json');
    body.features.push(
      {
        properties: {
          id: 'tropical',
          event: 'Tropical Storm Warning',
          headline: 'Tropical Storm Warning',
          severity: 'Severe',
          status: 'Actual',
          ends: '2026-11-23T00:00:00Z',
        },
      },
      {
        properties: { id: 'old', event: 'Coastal Flood Advisory', status: 'Actual', expires: '2026-11-22T11:00:00Z' },
      },
    );
    const alerts = parseAlerts(body, now);
    expect(alerts.map((a) => a.event)).toEqual(['Tropical Storm Warning', 'Rip Current Statement']);
    expect(alerts[1]).toEqual({
      id: 'urn:oid:2.49.0.1.840.0.5d4c1b2a.001.1',
      event: 'Rip Current Statement',
      headline: 'Rip Current Statement issued November 22 at 3:41AM CST until November 23 at 6:00PM CST by NWS Corpus Christi TX',
      severity: 'Moderate',
      ends: '2026-11-23T18:00:00-06:00',
    });
  });

  it('rejects an answer without a features list', () => {
    expect(() => parseAlerts({}, now)).toThrow(/no features/);
  });
});

describe('following NWS links without leaving the configured host', () => {
  it('keeps only the path of a linked URL', () => {
    expect(linkedPath('http://127.0.0.1:9/nws', 'http://127.0.0.1:9/nws/gridpoints/CRP/125,58/stations')).toBe(
      '/gridpoints/CRP/125,58/stations',
    );
    expect(linkedPath('http://127.0.0.1:9', 'https://api.weather.gov/gridpoints/CRP/125,58/stations')).toBe(
      '/gridpoints/CRP/125,58/stations',
    );
    expect(linkedPath('https://api.weather.gov', 'https://evil.example/gridpoints/CRP/1,2/stations')).toBe(
      '/gridpoints/CRP/1,2/stations',
    );
  });

  it('refuses links that are not plain paths', () => {
    expect(linkedPath('https://api.weather.gov', 'javascript:alert(1)')).toBeNull();
    expect(linkedPath('https://api.weather.gov', 'https://api.weather.gov/a/../../b')).toBeNull();
    expect(linkedPath('https://api.weather.gov', 'not a url')).toBeNull();
    expect(linkedPath('https://api.weather.gov', 42)).toBeNull();
  });

  it('reads station identifiers from features or from the list of station URLs', () => {
    expect(stationIdsFrom(recorded('stations.json'))).toEqual(['KRAS', 'KNGP', 'KCRP']);
    expect(
      stationIdsFrom({
        observationStations: ['https://api.weather.gov/stations/KRAS', 'https://api.weather.gov/stations/bad id'],
      }),
    ).toEqual(['KRAS']);
    expect(stationIdsFrom({ features: [{ properties: { stationIdentifier: '../../x' } }] })).toEqual([]);
  });
});
