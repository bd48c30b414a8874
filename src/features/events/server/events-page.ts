/**
 * Data for /events: 'Coming Up Soon' (the 3 soonest) and one page of 'All Events', which continues after
 * those three instead of repeating them. With filters (category, date range) the page is the
 * filtered list alone, with its count.
 */
import { site } from '#src/config/site.ts';
import { filtersRange, hasEventFilters, type EventFilters } from '#src/features/events/event-filters.ts';
import { errorText, logger } from '#src/platform/server/log.ts';
import { countFilteredEvents, listFilteredEvents } from './event-filters.queries.ts';
import { countApprovedEvents, listApprovedEvents, listUpcomingEvents } from './events.queries.ts';
import type { Event } from '#src/platform/server/db/schema.ts';

export const EVENTS_PAGE_SIZE = 12;
const SOON = 3;

export type EventsPageData =
  | {
      status: 'ready';
      upcoming: Event[];
      events: Event[];
      page: number;
      pages: number;
      total: number;
      filters: EventFilters;
      filtered: boolean;
      /** The filters' date range (a series card shows its dates within it). */
      range: { from: Date; to: Date } | null;
    }
  | { status: 'error' };

const pageCount = (total: number) => Math.max(1, Math.ceil(total / EVENTS_PAGE_SIZE));
const clamp = (page: number, pages: number) => Math.min(Math.max(1, page), pages);

export function loadEventsPage({
  page,
  now = new Date(),
  filters = { category: null, when: null },
}: {
  page: number;
  now?: Date;
  filters?: EventFilters;
}): EventsPageData {
  try {
    if (hasEventFilters(filters)) {
      const query = {
        category: filters.category,
        range: filtersRange(filters, now, site.timeZone),
        now,
      };
      const total = countFilteredEvents(query);
      const pages = pageCount(total);
      const current = clamp(page, pages);
      const events = listFilteredEvents({ ...query, limit: EVENTS_PAGE_SIZE, offset: (current - 1) * EVENTS_PAGE_SIZE });
      return { status: 'ready', upcoming: [], events, page: current, pages, total, filters, filtered: true, range: query.range };
    }
    const upcoming = listUpcomingEvents({ now, limit: SOON });
    // The list below skips what 'Coming Up Soon' already shows: same order, offset by its length.
    const total = countApprovedEvents() - upcoming.length;
    const pages = pageCount(total);
    const current = clamp(page, pages);
    const events = listApprovedEvents({
      now,
      limit: EVENTS_PAGE_SIZE,
      offset: upcoming.length + (current - 1) * EVENTS_PAGE_SIZE,
    });
    return { status: 'ready', upcoming, events, page: current, pages, total, filters, filtered: false, range: null };
  } catch (error) {
    logger.error({ err: errorText(error) }, '[events] listing failed');
    return { status: 'error' };
  }
}
