/** Data for /events/{id}: the approved event, 3 more of its category and its structured data. */
import { getApprovedEvent, listRelatedEvents } from './db/queries/events';
import type { Event } from './db/schema';
import { parseId } from './http/json';
import { eventJsonLd } from './structured-data';

export type EventPageData = { found: false } | { found: true; event: Event; related: Event[]; jsonLd: Record<string, unknown>[] };

export function loadEventPage(param: string | undefined, now: Date = new Date()): EventPageData {
  const id = parseId(param);
  const event = id === null ? undefined : getApprovedEvent({ id });
  if (!event) return { found: false };
  return {
    found: true,
    event,
    related: listRelatedEvents({ id: event.id, category: event.category, limit: 3, now }),
    jsonLd: eventJsonLd(event, now),
  };
}
