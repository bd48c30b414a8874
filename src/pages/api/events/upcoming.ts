/** GET /api/events/upcoming: approved events that have not ended, soonest first (the page shows 3). */
import type { APIRoute } from 'astro';
import { parseEventListParams } from '#src/platform/server/http/list-params.ts';
import { publicCacheControl } from '#src/platform/server/http/cache-policy.ts';
import { listUpcomingEvents, toPublicEvent } from '#src/features/events/server/events.queries.ts';
import { json } from '#src/platform/server/http/json.ts';

export const prerender = false;

export const GET: APIRoute = ({ url }) => {
  const parsed = parseEventListParams(url, 20);
  if (!parsed.ok) return parsed.response;
  return json(
    listUpcomingEvents({ limit: parsed.params.limit }).map((e) => toPublicEvent(e)),
    { headers: { 'Cache-Control': publicCacheControl() } },
  );
};
