/** GET /events/calendar.ics: subscribable feed of upcoming approved events (linked as webcal://). */
import type { APIRoute } from 'astro';
import { publicCacheControl } from '#src/platform/server/http/cache-policy.ts';
import { calendarContext } from '#src/features/events/server/calendar/context.ts';
import { eventsFeed, ICS_CONTENT_TYPE } from '#src/features/events/server/calendar/ics.ts';
import { listUpcomingEvents } from '#src/features/events/server/events.queries.ts';

export const prerender = false;

export const GET: APIRoute = () =>
  new Response(eventsFeed(listUpcomingEvents({ limit: 500 }), calendarContext()), {
    headers: {
      'Content-Type': ICS_CONTENT_TYPE,
      'Content-Disposition': 'inline; filename="events.ics"',
      'Cache-Control': publicCacheControl(),
    },
  });
