/**
 * Address → map point through the US Census Geocoder's one-line address lookup:
 * `{GEOCODER_URL}/locations/onelineaddress?address=…&benchmark=Public_AR_Current&format=json`.
 * Answers (a point or "no match") are cached in memory, so an owner saving the same address twice or two
 * listings in one building cost one lookup. Failures (timeout, HTTP error, malformed answer) are not
 * cached and reject; the caller (./geocode-jobs.ts) logs them and leaves the point unknown.
 */
import { withTown } from '#src/platform/with-town.ts';
import { fetchJson, upstreamUrl } from '#src/features/weather/server/http.ts';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface GeocoderConfig {
  baseUrl: string;
  userAgent: string;
  timeoutMs?: number;
  /** Addresses remembered (oldest dropped first). */
  cacheSize?: number;
}

export interface Geocoder {
  /** The point of `address`, null when the geocoder knows no such address; rejects when the lookup failed. */
  lookup(address: string): Promise<GeoPoint | null>;
}

/** A street address without a city or ZIP code is read as being in the site's city. */
export const oneLineAddress = (address: string): string => withTown(address);

const isCoordinate = (v: unknown, limit: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;

/** The first match's point in a Census answer; null for "no match"; throws on an answer of another shape. */
export function parseCensusAnswer(body: unknown): GeoPoint | null {
  const matches = (body as { result?: { addressMatches?: unknown } } | null)?.result?.addressMatches;
  if (!Array.isArray(matches)) throw new Error('Census geocoder: no result.addressMatches in the answer');
  const coordinates = (matches[0] as { coordinates?: { x?: unknown; y?: unknown } } | undefined)?.coordinates;
  if (!coordinates) return null;
  const { x, y } = coordinates;
  if (!isCoordinate(y, 90) || !isCoordinate(x, 180)) throw new Error('Census geocoder: coordinates out of range');
  // Six decimals are ~10 cm: more is noise, and shorter numbers keep the pages small.
  return { latitude: Number(y.toFixed(6)), longitude: Number(x.toFixed(6)) };
}

export function createGeocoder(config: GeocoderConfig): Geocoder {
  const cacheSize = config.cacheSize ?? 2_000;
  const cache = new Map<string, GeoPoint | null>();
  const inFlight = new Map<string, Promise<GeoPoint | null>>();

  const remember = (key: string, point: GeoPoint | null) => {
    cache.delete(key);
    cache.set(key, point);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
  };

  const ask = async (query: string): Promise<GeoPoint | null> => {
    const url = upstreamUrl(config.baseUrl, '/locations/onelineaddress', {
      address: query,
      benchmark: 'Public_AR_Current',
      format: 'json',
    });
    const point = parseCensusAnswer(await fetchJson(url, { userAgent: config.userAgent, timeoutMs: config.timeoutMs ?? 5_000 }));
    remember(query.toLowerCase(), point);
    return point;
  };

  return {
    lookup(address) {
      // Too short to be a street address: not worth a request.
      if (address.trim().length < 3) return Promise.resolve(null);
      const query = oneLineAddress(address);
      const key = query.toLowerCase();
      if (cache.has(key)) return Promise.resolve(cache.get(key)!);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = ask(query).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
