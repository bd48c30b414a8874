/** GET /api/events/upcoming: approved events that have not ended, soonest first (the page shows 3). */
import type { APIRoute } from 'astro';
import { parseEventListParams } from '@/server/api/list-params';
import { publicCacheControl } from '@/server/http/cache-policy';
import { listUpcomingEvents, toPublicEvent } from '@/server/db/queries/events';
import { json } from '@/server/http/json';

export const prerender = false;

export const GET: APIRoute = ({ url }) => {
  const parsed = parseEventListParams(url, 20);
  if (!parsed.ok) return parsed.response;
  return json(
    listUpcomingEvents({ limit: parsed.params.limit }).map((e) => toPublicEvent(e)),
    { headers: { 'Cache-Control': publicCacheControl() } },
  );
};
