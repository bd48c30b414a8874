/** The Census geocoder client against the loopback stand-in: parsing, the city default, caching, failures. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlacesFixtures, type PlacesFixtures } from '../../fixtures/places/server';
import { createGeocoder, oneLineAddress, parseCensusAnswer } from '#src/features/places/server/geocoder.ts';
import { geocodeRetryDelayMs } from '#src/features/places/server/geocode-jobs.ts';

let fixtures: PlacesFixtures;
beforeAll(async () => {
  fixtures = await startPlacesFixtures();
});
afterAll(() => fixtures.close());

const geocoderHits = () => fixtures.requests().filter((r) => r.startsWith('geocode:')).length;

describe('geocoder', () => {
  it('reads the first match of a Census answer and rounds to six decimals', () => {
    const answer = { result: { addressMatches: [{ coordinates: { x: -97.059786123735, y: 27.839412384961 } }] } };
    expect(parseCensusAnswer(answer)).toEqual({ latitude: 27.839412, longitude: -97.059786 });
    expect(parseCensusAnswer({ result: { addressMatches: [] } })).toBeNull();
    expect(() => parseCensusAnswer({ error: 'x' })).toThrow();
    expect(() => parseCensusAnswer({ result: { addressMatches: [{ coordinates: { x: 500, y: 27 } }] } })).toThrow();
  });

  it('reads a bare street address as being in the site city', () => {
    expect(oneLineAddress('136  W Cotter Ave')).toBe('136 W Cotter Ave, Port Aransas, TX');
    expect(oneLineAddress('136 W Cotter Ave, Port Aransas, TX 78373')).toBe('136 W Cotter Ave, Port Aransas, TX 78373');
    expect(oneLineAddress('1 Main St, Rockport 78382')).toBe('1 Main St, Rockport 78382');
  });

  it('asks once per address (answers and "no match" are cached) and not at all for blanks', async () => {
    const geocoder = createGeocoder({ baseUrl: fixtures.geocoderUrl, userAgent: 'test' });
    const before = geocoderHits();
    const [a, b] = await Promise.all([geocoder.lookup('136 W Cotter Ave'), geocoder.lookup('136 w cotter ave')]);
    expect(a).toEqual({ latitude: 27.839412, longitude: -97.059786 });
    expect(b).toEqual(a);
    expect(await geocoder.lookup('1 Nowhere Lane')).toBeNull();
    expect(await geocoder.lookup('1 Nowhere Lane')).toBeNull();
    expect(await geocoder.lookup('  ')).toBeNull();
    expect(geocoderHits() - before).toBe(2);
  });

  it('rejects on an upstream error or a deadline and does not cache the failure', async () => {
    const geocoder = createGeocoder({ baseUrl: fixtures.geocoderUrl, userAgent: 'test', timeoutMs: 300 });
    const before = geocoderHits();
    await expect(geocoder.lookup('1 FAIL Rd')).rejects.toThrow(/HTTP 500/);
    await expect(geocoder.lookup('1 FAIL Rd')).rejects.toThrow(/HTTP 500/);
    await expect(geocoder.lookup('1 SLOW Rd')).rejects.toThrow(/no answer within 300 ms/);
    expect(geocoderHits() - before).toBe(3);
  });
});

describe('geocoding retry waits', () => {
  it('double from the base per failed lookup, at most a day', () => {
    const minute = 60_000;
    expect([1, 2, 3, 4].map((n) => geocodeRetryDelayMs(n, minute))).toEqual([minute, 2 * minute, 4 * minute, 8 * minute]);
    expect(geocodeRetryDelayMs(0, minute)).toBe(minute);
    expect(geocodeRetryDelayMs(11, minute)).toBe(1024 * minute);
    expect(geocodeRetryDelayMs(12, minute)).toBe(24 * 60 * minute);
    expect(geocodeRetryDelayMs(500, minute)).toBe(24 * 60 * minute);
  });
});
