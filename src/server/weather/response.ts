import { json, jsonError } from '@/server/http/json';
import type { WeatherService } from './service';

// Browsers and CDNs share the answer for the server cache's freshness (fresh 5 min, refetched every 10).
const FRESH = 'public, max-age=300, stale-while-revalidate=600';
// Last good data while upstream fails: let caches come back soon for the recovery.
const STALE = 'public, max-age=60, stale-while-revalidate=600';

export const weatherTideResponse = async (service: WeatherService): Promise<Response> => {
  const answer = await service.current();
  if (!answer) return jsonError(503, 'Weather unavailable', undefined, { 'Cache-Control': 'no-store', 'Retry-After': '60' });
  return json(answer, { headers: { 'Cache-Control': answer.stale ? STALE : FRESH } });
};

export const weatherAlertsResponse = async (service: WeatherService): Promise<Response> => {
  const answer = await service.alerts();
  return json(answer, { headers: { 'Cache-Control': answer.timestamp ? FRESH : STALE } });
};
