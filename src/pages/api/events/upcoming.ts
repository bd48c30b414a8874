/** GET /api/events/upcoming: approved events that have not ended, soonest first (the page shows 3). */
import type { APIRoute } from 'astro';
import { parseEventListParams, PUBLIC_CACHE_HEADERS } from '@/server/api/list-params';
import { listUpcomingEvents, toPublicEvent } from '@/server/db/queries/events';
import { json } from '@/server/http/json';

export const prerender = false;

export const GET: APIRoute = ({ url }) => {
  const parsed = parseEventListParams(url, 20);
  if (!parsed.ok) return parsed.response;
  return json(
    listUpcomingEvents({ limit: parsed.params.limit }).map((e) => toPublicEvent(e)),
    { headers: PUBLIC_CACHE_HEADERS },
  );
};
