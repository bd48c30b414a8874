/**
 * GET /api/events: approved events as a JSON array, upcoming first. `approved=false` is ignored.
 * Filters `category`, `when`, `from`/`to` (./event-list-filters); recurring events carry `occurrences`.
 * POST /api/events: a signed-in owner submits an event (pending approval) → 201.
 */
import type { APIRoute } from 'astro';
import { parseEventListParams } from '#src/platform/server/http/list-params.ts';
import { publicCacheControl } from '#src/platform/server/http/cache-policy.ts';
import { parseEventApiFilters } from '#src/features/events/server/event-list-filters.ts';
import { countEventsByOccurrence, listEventsByOccurrence } from '#src/features/events/server/event-occurrences.queries.ts';
import { toPublicEvent } from '#src/features/events/server/events.queries.ts';
import { site } from '#src/config/site.ts';
import { eventSubmitSchema } from '#src/features/events/event.schema.ts';
import { json } from '#src/platform/server/http/json.ts';
import { submitEvent } from '#src/features/events/server/owner-events.ts';
import { toOwnerEvent } from '#src/features/listings/server/views.ts';
import { submitRoute } from '#src/features/listings/server/submit-route.ts';

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
