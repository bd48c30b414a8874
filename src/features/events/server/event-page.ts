/**
 * Data for /events/{id}: the approved event, 3 more of its category and its structured data. Its
 * author and admins may also see it before approval, or with a pending edit applied (?revision=ID),
 * never cached or indexed.
 */
import { findEventById } from '#src/features/admin/server/admin.queries.ts';
import { findEventPhotoByStatus } from '#src/features/photos/server/event-photos.queries.ts';
import { findEventRevisionById, revisionColumns } from '#src/features/revisions/server/event-revisions.queries.ts';
import { getApprovedEvent, listRelatedEvents } from './events.queries.ts';
import type { Event } from '#src/platform/server/db/schema.ts';
import { toPublicEventPhoto } from '#src/features/photos/server/event-photos.ts';
import { parseId } from '#src/platform/server/http/json.ts';
import { previewableBy, previewedRevisionId } from '#src/features/admin/server/preview.ts';
import { eventJsonLd } from '#src/platform/server/structured-data/index.ts';
import { cardDates, type CardDates } from './occurrences.ts';

/** Upcoming dates of a series listed on its page (the calendar file has them all). */
const UPCOMING_DATES_SHOWN = 12;

export type EventPageData =
  | { found: false }
  | {
      found: true;
      event: Event;
      preview: boolean;
      /** Set when the page shows a pending edit (?revision=ID) instead of the live version. */
      revision: { id: number; fields: string[] } | null;
      /** The uploaded image's alt text; null for an illustration or an old image link. */
      imageAlt: string | null;
      related: Event[];
      jsonLd: Record<string, unknown>[];
      /** The next occurrence and, for a series, its pattern and upcoming dates. */
      dates: CardDates;
    };

/** `viewer` lets an admin or the event's author preview it before approval. */
export function loadEventPage(
  param: string | undefined,
  now: Date = new Date(),
  viewer?: App.Locals['user'],
  revisionParam?: string | null,
): EventPageData {
  const id = parseId(param);
  const found = id === null ? undefined : (getApprovedEvent({ id }) ?? previewableBy(findEventById({ id }), viewer));
  if (!found) return { found: false };
  const revision = revisionParam ? pendingRevision(found, revisionParam, viewer) : null;
  const photo = findEventPhotoByStatus({ eventId: found.id, status: revision?.photo ? 'pending' : 'live' });
  const event: Event = revision
    ? { ...found, ...revisionColumns(revision.row.changes), imageUrl: photo ? toPublicEventPhoto(photo).url : found.imageUrl }
    : found;
  return {
    found: true,
    event,
    preview: !event.approved || revision !== null,
    revision: revision && {
      id: revision.row.id,
      fields: [...Object.keys(revision.row.changes), ...(revision.photo ? ['image'] : [])],
    },
    imageAlt: photo && event.imageUrl === toPublicEventPhoto(photo).url ? photo.alt : null,
    related: listRelatedEvents({ id: event.id, category: event.category, limit: 3, now }),
    jsonLd: eventJsonLd(event, now),
    dates: cardDates(event, now, null, UPCOMING_DATES_SHOWN),
  };
}

/** The pending revision `param` names, if this viewer may see it and it belongs to this event. */
function pendingRevision(event: Event, param: string, viewer: App.Locals['user'] | undefined) {
  const revisionId = previewedRevisionId(param, event, viewer);
  const row = revisionId === null ? undefined : findEventRevisionById({ id: revisionId });
  if (!row || row.eventId !== event.id || row.status !== 'pending') return null;
  return { row, photo: findEventPhotoByStatus({ eventId: event.id, status: 'pending' }) !== undefined };
}
