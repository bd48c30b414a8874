/** GET /events/{id}.ics: "Add to calendar" for one approved event. */
import type { APIRoute } from 'astro';
import { publicCacheControl } from '#src/platform/server/http/cache-policy.ts';
import { calendarContext } from '#src/features/events/server/calendar/context.ts';
import { eventCalendar, ICS_CONTENT_TYPE } from '#src/features/events/server/calendar/ics.ts';
import { getApprovedEvent } from '#src/features/events/server/events.queries.ts';
import { parseId } from '#src/platform/server/http/json.ts';

export const prerender = false;

export const GET: APIRoute = ({ params }) => {
  const id = parseId(params.id);
  const event = id === null ? undefined : getApprovedEvent({ id });
  if (!event) return new Response('Event not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(eventCalendar(event, calendarContext()), {
    headers: {
      'Content-Type': ICS_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="event-${event.id}.ics"`,
      'Cache-Control': publicCacheControl(),
    },
  });
};
