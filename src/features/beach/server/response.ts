import { publicCacheControl } from '#src/platform/server/http/cache-policy.ts';
import { json } from '#src/platform/server/http/json.ts';
import type { BeachService } from './service.ts';

/**
 * GET /api/beach. Always 200: a source that fails is null (or its last good value, with its time) and the rest
 * stands. Shared caches keep it for SHARED_CACHE_SECONDS, so an admin's advisory reaches visitors within a minute.
 */
export const beachResponse = async (service: BeachService): Promise<Response> =>
  json(await service.current(), { headers: { 'Cache-Control': publicCacheControl() } });
