/**
 * The two kinds of reviewed edit: a listing's revision (its fields) and an event's edit (its fields
 * and a new image waiting with them). The decision and the admin list are written once
 * (src/features/revisions/server/review.ts); this file says where each kind keeps its edits and how one is applied.
 */
import { site } from '#src/config/site.ts';
import { categoryLabel } from '#src/features/directory/categories.ts';
import { businessPath } from '#src/features/directory/directory.ts';
import { findEventById } from '#src/features/admin/server/admin.queries.ts';
import {
  decideEventRevisionRow,
  findEventRevisionById,
  listPendingEventRevisionsForAdmin,
  revisionColumns,
  updateEventFields,
} from './event-revisions.queries.ts';
import { findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import { applyRevisionChanges, decideRevisionRow, findRevisionById, listPendingRevisionsForAdmin } from './revisions.queries.ts';
import type { Business, BusinessRevision, Event, EventRevision } from '#src/platform/server/db/schema.ts';
import { settlePendingEventPhoto, toPublicEventPhoto } from '#src/features/photos/server/event-photos.ts';
import { geocodeEventLater } from '#src/features/places/server/geocode-jobs.ts';
import { siteLink } from '#src/platform/server/mail/index.ts';
import { editDecisionEmail } from './emails.ts';
import { decideRevisionOf, type Revisable } from './review.ts';
import { movedFromColumns } from '#src/features/events/server/event-moves.ts';
import { alertEventMoved } from '#src/features/alerts/server/event-changes.ts';

const businessRevisions: Revisable<BusinessRevision, Business> = {
  kind: 'business',
  find: findRevisionById,
  liveId: (revision) => revision.businessId,
  markDecided: decideRevisionRow,
  settle: (revision, approved) => {
    if (approved) applyRevisionChanges({ businessId: revision.businessId, changes: revision.changes });
    return { live: findBusinessById({ id: revision.businessId })!, released: [] };
  },
  email: (business, decision) =>
    editDecisionEmail(
      {
        noun: 'listing',
        shownIn: `in the ${site.name} directory`,
        keptAs: 'the listing keeps its current name, category and description',
        view: { label: 'View my listing', url: siteLink(businessPath(business)) },
        back: { label: 'Open my dashboard', url: siteLink('/dashboard') },
      },
      { name: business.name, ...decision },
    ),
};

const eventRevisions: Revisable<EventRevision, Event> = {
  kind: 'event',
  find: findEventRevisionById,
  liveId: (revision) => revision.eventId,
  markDecided: decideEventRevisionRow,
  settle: (revision, approved) => {
    const released = settlePendingEventPhoto(revision.eventId, approved);
    if (!approved) return { live: findEventById({ id: revision.eventId })!, released };
    const before = findEventById({ id: revision.eventId })!;
    const columns = revisionColumns(revision.changes);
    const live = updateEventFields({ id: revision.eventId, changes: { ...columns, ...movedFromColumns(before, columns) } })!;
    alertEventMoved(before, live);
    if (revision.changes.location !== undefined) geocodeEventLater(live);
    return { live, released };
  },
  email: (event, decision) =>
    editDecisionEmail(
      {
        noun: 'event',
        shownIn: `on the ${site.name} calendar`,
        keptAs: 'the calendar keeps showing the event as it was',
        view: { label: 'View my event', url: siteLink(`/events/${event.id}`) },
        back: { label: 'See my events', url: siteLink('/dashboard', { tab: 'events' }) },
      },
      { name: event.title, ...decision },
    ),
};

type Who = Parameters<typeof decideRevisionOf>[3];
type Decision = Parameters<typeof decideRevisionOf>[2];

export const decideRevision = (id: number, decision: Decision, who: Who) =>
  decideRevisionOf(businessRevisions, id, decision, who);

export const decideEventRevision = (id: number, decision: Decision, who: Who) =>
  decideRevisionOf(eventRevisions, id, decision, who);

/** The admin list of listing edits: each pending revision with the live values beside the proposed ones. */
export function listRevisionsForReview() {
  return listPendingRevisionsForAdmin().map(({ revision, live, ownerEmail }) => ({
    id: revision.id,
    businessId: revision.businessId,
    ...reviewHeader(revision, ownerEmail),
    live: {
      name: live.name,
      slug: live.slug,
      category: categoryLabel(live.category),
      description: live.description,
      latitude: live.latitude,
      longitude: live.longitude,
    },
    proposed: revision.changes.category
      ? { ...revision.changes, category: categoryLabel(revision.changes.category) }
      : revision.changes,
  }));
}

const editableEventFields = ['title', 'category', 'location', 'startDate', 'endDate', 'ticketUrl', 'description'] as const;

/** The admin list of event edits: the live values beside the proposed ones, and any new image. */
export function listEventRevisionsForReview() {
  return listPendingEventRevisionsForAdmin().map(({ revision, live, ownerEmail, photo }) => ({
    id: revision.id,
    eventId: revision.eventId,
    ...reviewHeader(revision, ownerEmail),
    live: {
      ...Object.fromEntries(editableEventFields.map((k) => [k, live[k]])),
      imageUrl: live.imageUrl,
    } as Pick<typeof live, (typeof editableEventFields)[number] | 'imageUrl'>,
    proposed: revisionColumns(revision.changes),
    photo: photo ? toPublicEventPhoto(photo) : null,
  }));
}

function reviewHeader(revision: BusinessRevision | EventRevision, ownerEmail: string | null) {
  const { status, createdAt, updatedAt } = revision;
  return { status, createdAt, updatedAt, ownerEmail };
}
