/** Data for /events: 'Coming Up Soon' (3) and one page of 'All Events'. */
import { countApprovedEvents, listApprovedEvents, listUpcomingEvents } from './db/queries/events';
import type { Event } from './db/schema';
import { errorText, logger } from '@/server/log';

const EVENTS_PAGE_SIZE = 12;

export type EventsPageData =
  | { status: 'ready'; upcoming: Event[]; events: Event[]; page: number; pages: number; total: number }
  | { status: 'error' };

export function loadEventsPage({ page, now = new Date() }: { page: number; now?: Date }): EventsPageData {
  try {
    const total = countApprovedEvents();
    const pages = Math.max(1, Math.ceil(total / EVENTS_PAGE_SIZE));
    const current = Math.min(Math.max(1, page), pages);
    return {
      status: 'ready',
      upcoming: listUpcomingEvents({ now, limit: 3 }),
      events: listApprovedEvents({ now, limit: EVENTS_PAGE_SIZE, offset: (current - 1) * EVENTS_PAGE_SIZE }),
      page: current,
      pages,
      total,
    };
  } catch (error) {
    logger.error({ err: errorText(error) }, '[events] listing failed');
    return { status: 'error' };
  }
}
