/**
 * GET /api/events: approved events as a JSON array, upcoming first. `approved=false` is ignored.
 * Filters `category`, `when`, `from`/`to` (./event-list-filters); recurring events carry `occurrences`.
 * POST /api/events: a signed-in owner submits an event (pending approval) → 201.
 */
import type { APIRoute } from 'astro';
import { parseEventListParams } from '@/server/api/list-params';
import { publicCacheControl } from '@/server/http/cache-policy';
import { parseEventApiFilters } from '@/server/api/event-list-filters';
import { countEventsByOccurrence, listEventsByOccurrence } from '@/server/db/queries/event-occurrences';
import { toPublicEvent } from '@/server/db/queries/events';
import { site } from '@/config/site';
import { eventSubmitSchema } from '@/lib/schemas/event';
import { json } from '@/server/http/json';
import { submitEvent } from '@/server/owners/events';
import { toOwnerEvent } from '@/server/owners/views';
import { submitRoute } from '@/server/owners/submit-route';

export const prerender = false;

export const GET: APIRoute = ({ url }) => {
  const parsed = parseEventListParams(url, 100);
  if (!parsed.ok) return parsed.response;
  const now = new Date();
  const filtered = parseEventApiFilters(url, now);
  if (!filtered.ok) return filtered.response;
  const query = { ...filtered.filters, now };
  const items = listEventsByOccurrence({ ...query, ...parsed.params });
  return json(
    items.map((e) => toPublicEvent(e, now)),
    { headers: { 'Cache-Control': publicCacheControl(), 'X-Total-Count': String(countEventsByOccurrence(query)) } },
  );
};

const submitSchema = eventSubmitSchema(site.timeZone);

export const POST = submitRoute(submitSchema, submitEvent, toOwnerEvent);
