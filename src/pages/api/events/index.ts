/** GET /api/events: approved events as a JSON array, upcoming first (spec §7). `approved=false` is ignored. */
import type { APIRoute } from 'astro';
import { parseEventListParams, PUBLIC_CACHE_HEADERS } from '@/server/api/list-params';
import { countApprovedEvents, listApprovedEvents, toPublicEvent } from '@/server/db/queries/events';
import { json } from '@/server/http/json';

export const prerender = false;

export const GET: APIRoute = ({ url }) => {
  const parsed = parseEventListParams(url, 100);
  if (!parsed.ok) return parsed.response;
  const items = listApprovedEvents(parsed.params);
  return json(items.map(toPublicEvent), {
    headers: { ...PUBLIC_CACHE_HEADERS, 'X-Total-Count': String(countApprovedEvents()) },
  });
};
