import { publicCacheControl } from '#src/platform/server/http/cache-policy.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import type { WeatherService } from './service.ts';

// Browsers and shared caches keep the answer as long as the server's own copy stays fresh (5 min): every page
// asks for it, and a browser need not ask again on each one.
const FRESH = () => publicCacheControl({ sharedSeconds: 300, browserSeconds: 300 });
// Last good data while upstream fails: caches come back soon for the recovery.
const STALE = () => publicCacheControl({ browserSeconds: 60 });

export const weatherTideResponse = async (service: WeatherService): Promise<Response> => {
  const answer = await service.current();
  if (!answer) return jsonError(503, 'Weather unavailable', undefined, { 'Cache-Control': 'no-store', 'Retry-After': '60' });
  return json(answer, { headers: { 'Cache-Control': (answer.stale ? STALE : FRESH)() } });
};

export const weatherAlertsResponse = async (service: WeatherService): Promise<Response> => {
  const answer = await service.alerts();
  return json(answer, { headers: { 'Cache-Control': (answer.timestamp ? FRESH : STALE)() } });
};
