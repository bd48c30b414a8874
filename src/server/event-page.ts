/** Data for /events/{id}: the approved event, 3 more of its category and its structured data. */
import { findEventById } from './db/queries/admin';
import { getApprovedEvent, listRelatedEvents } from './db/queries/events';
import type { Event } from './db/schema';
import { parseId } from './http/json';
import { canPreview } from './preview';
import { eventJsonLd } from '@/server/structured-data';
import { cardDates, type CardDates } from '@/server/events/occurrences';

/** Upcoming dates of a series listed on its page (the calendar file has them all). */
const UPCOMING_DATES_SHOWN = 12;

export type EventPageData =
  | { found: false }
  | {
      found: true;
      event: Event;
      preview: boolean;
      related: Event[];
      jsonLd: Record<string, unknown>[];
      /** The next occurrence and, for a series, its pattern and upcoming dates. */
      dates: CardDates;
    };

/** `viewer` lets an admin or the event's author preview it before approval (DESIGN §2.17). */
export function loadEventPage(param: string | undefined, now: Date = new Date(), viewer?: App.Locals['user']): EventPageData {
  const id = parseId(param);
  const event = id === null ? undefined : (getApprovedEvent({ id }) ?? previewable(id, viewer));
  if (!event) return { found: false };
  return {
    found: true,
    event,
    preview: !event.approved,
    related: listRelatedEvents({ id: event.id, category: event.category, limit: 3, now }),
    jsonLd: eventJsonLd(event, now),
    dates: cardDates(event, now, null, UPCOMING_DATES_SHOWN),
  };
}

function previewable(id: number, viewer: App.Locals['user'] | undefined): Event | undefined {
  const event = findEventById({ id });
  return event && canPreview(viewer, event.ownerId) ? event : undefined;
}
