import { type FetchJsonOptions, UpstreamError, fetchJson, isRecord, upstreamUrl } from '#src/features/weather/server/http.ts';
import { pointPath } from '#src/features/weather/server/nws.ts';
import { type SurfZoneSegment, parseSurfZoneForecast, segmentForZone } from './srf-parser.ts';

/**
 * The NWS surf zone forecast for the town's beach zone: `/points` names the zone, the office's SRF list gives
 * the products, the newest by issuance time is read. Paths are built only from validated identifiers.
 */

export interface SurfZoneConfig extends FetchJsonOptions {
  baseUrl: string;
  latitude: number;
  longitude: number;
  office: string;
}

export interface SurfZoneForecast {
  zone: string;
  office: string;
  productId: string;
  issuedAt: string;
  segment: SurfZoneSegment;
}

const ZONE = /^[A-Z]{2}Z\d{3}$/;
const OFFICE = /^[A-Z]{3}$/;
const PRODUCT_ID = /^[A-Za-z0-9-]{1,80}$/;

const get = (config: SurfZoneConfig, path: string, accept: string) =>
  fetchJson(upstreamUrl(config.baseUrl, path), { ...config, accept });

/** The forecast zone `/points` names for the town ("…/zones/forecast/TXZ345" → "TXZ345"). */
export const fetchBeachZone = async (config: SurfZoneConfig): Promise<string> => {
  const body = await get(config, `/points/${pointPath(config.latitude, config.longitude)}`, 'application/geo+json');
  const link = isRecord(body) && isRecord(body.properties) ? body.properties.forecastZone : null;
  const zone = typeof link === 'string' ? link.split('/').pop()?.toUpperCase() : undefined;
  if (!zone || !ZONE.test(zone)) throw new UpstreamError('malformed', 'NWS points: no forecast zone');
  return zone;
};

/** The id of the newest product in an NWS product list: the list is not always in issuance order. */
export const newestProductId = (body: unknown): string | null => {
  const list = isRecord(body) && Array.isArray(body['@graph']) ? (body['@graph'] as unknown[]) : [];
  let newest: { id: string; at: number } | null = null;
  for (const item of list) {
    if (!isRecord(item) || typeof item.id !== 'string' || !PRODUCT_ID.test(item.id)) continue;
    const at = typeof item.issuanceTime === 'string' ? Date.parse(item.issuanceTime) : NaN;
    if (Number.isNaN(at)) continue;
    if (!newest || at > newest.at) newest = { id: item.id, at };
  }
  return newest?.id ?? null;
};

export const isValidZone = (zone: string): boolean => ZONE.test(zone);

export const fetchSurfZoneForecast = async (config: SurfZoneConfig, zone: string): Promise<SurfZoneForecast> => {
  if (!OFFICE.test(config.office)) throw new UpstreamError('upstream', 'NWS_OFFICE must be three letters');
  const ld = 'application/ld+json';
  const id = newestProductId(await get(config, `/products/types/SRF/locations/${config.office}`, ld));
  if (!id) throw new UpstreamError('empty', `NWS SRF: no product for ${config.office}`);
  const product = await get(config, `/products/${id}`, ld);
  if (!isRecord(product) || typeof product.productText !== 'string') throw new UpstreamError('malformed', 'NWS SRF: no text');
  const issuedAt = typeof product.issuanceTime === 'string' ? Date.parse(product.issuanceTime) : NaN;
  if (Number.isNaN(issuedAt)) throw new UpstreamError('malformed', 'NWS SRF: no issuance time');
  const segment = segmentForZone(parseSurfZoneForecast(product.productText), zone);
  if (!segment) throw new UpstreamError('empty', `NWS SRF ${id}: no segment for ${zone}`);
  return { zone, office: config.office, productId: id, issuedAt: new Date(issuedAt).toISOString(), segment };
};
