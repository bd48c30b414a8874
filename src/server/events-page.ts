/**
 * Data for /events: 'Coming Up Soon' (the 3 soonest) and one page of 'All Events', which continues after
 * those three instead of repeating them (issue 18.5).
 */
import { countApprovedEvents, listApprovedEvents, listUpcomingEvents } from './db/queries/events';
import type { Event } from './db/schema';
import { errorText, logger } from '@/server/log';

export const EVENTS_PAGE_SIZE = 12;
const SOON = 3;

export type EventsPageData =
  | { status: 'ready'; upcoming: Event[]; events: Event[]; page: number; pages: number; total: number }
  | { status: 'error' };

export function loadEventsPage({ page, now = new Date() }: { page: number; now?: Date }): EventsPageData {
  try {
    const upcoming = listUpcomingEvents({ now, limit: SOON });
    // The list below skips what 'Coming Up Soon' already shows: same order, offset by its length.
    const total = countApprovedEvents() - upcoming.length;
    const pages = Math.max(1, Math.ceil(total / EVENTS_PAGE_SIZE));
    const current = Math.min(Math.max(1, page), pages);
    return {
      status: 'ready',
      upcoming,
      events: listApprovedEvents({
        now,
        limit: EVENTS_PAGE_SIZE,
        offset: upcoming.length + (current - 1) * EVENTS_PAGE_SIZE,
      }),
      page: current,
      pages,
      total,
    };
  } catch (error) {
    logger.error({ err: errorText(error) }, '[events] listing failed');
    return { status: 'error' };
  }
}
