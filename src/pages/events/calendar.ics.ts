/** GET /events/calendar.ics: subscribable feed of upcoming approved events (linked as webcal://). */
import type { APIRoute } from 'astro';
import { publicCacheControl } from '@/server/http/cache-policy';
import { calendarContext } from '@/server/calendar/context';
import { eventsFeed, ICS_CONTENT_TYPE } from '@/server/calendar/ics';
import { listUpcomingEvents } from '@/server/db/queries/events';

export const prerender = false;

export const GET: APIRoute = () =>
  new Response(eventsFeed(listUpcomingEvents({ limit: 500 }), calendarContext()), {
    headers: {
      'Content-Type': ICS_CONTENT_TYPE,
      'Content-Disposition': 'inline; filename="events.ics"',
      'Cache-Control': publicCacheControl(),
    },
  });
