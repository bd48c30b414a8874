/**
 * An event's one image, through the listing photo pipeline (verify, auto-rotate,
 * strip metadata, AVIF/WebP/JPEG variants in UPLOADS_DIR). The author or an admin uploads it; a new
 * image replaces the old one and its files. On an approved event the author's new image waits with
 * the event's pending revision (the public keeps the approved image) until an admin approves it.
 * Removing an image applies at once: the event falls back to its category illustration, nothing new
 * is published.
 */
import { site } from '#src/config/site.ts';
import { photoUrl } from '#src/features/photos/photos.ts';
import { findEventById } from '#src/features/admin/server/admin.queries.ts';
import {
  deleteEventPhotoRow,
  findEventPhoto,
  findEventPhotoByStatus,
  insertEventPhoto,
  makeEventPhotoLive,
  setEventImageUrl,
} from './event-photos.queries.ts';
import {
  deleteEventRevision,
  findPendingEventRevision,
  savePendingEventRevision,
} from '#src/features/revisions/server/event-revisions.queries.ts';
import type { Event, EventPhoto } from '#src/platform/server/db/schema.ts';
import { eventRevisionWaitingEmail } from '#src/features/events/server/emails.ts';
import { queueMail } from '#src/platform/server/mail/index.ts';
import { photoService, type PhotoActor, type PhotoOwner } from './service.ts';

/** A listing photo's public shape without the role (an event has one image); `status` says whether it waits for review. */
export interface PublicEventPhoto {
  id: number;
  url: string;
  alt: string;
  width: number;
  height: number;
  status: EventPhoto['status'];
}

export const toPublicEventPhoto = (p: EventPhoto): PublicEventPhoto => ({
  id: p.id,
  url: photoUrl(p.hash, p.widths[p.widths.length - 1]!, 'jpg'),
  alt: p.alt,
  width: p.width,
  height: p.height,
  status: p.status,
});

/** An approved event's new image waits for review unless an admin uploads it. */
const waitsForReview = (event: Event, actor: PhotoActor) => event.approved && actor.role !== 'admin';

const eventImages: PhotoOwner<Event, EventPhoto, PublicEventPhoto, { uploaderEmail: string }, PhotoActor> = {
  kind: 'event',
  find: findEventById,
  errors: { notFound: 'Event not found', forbidden: 'You can only manage the image of your own events' },
  attach: (event, photo, { uploaderEmail }, actor) => {
    const status = waitsForReview(event, actor) ? 'pending' : 'live';
    const old = findEventPhotoByStatus({ eventId: event.id, status });
    if (old) deleteEventPhotoRow({ id: old.id });
    const row = insertEventPhoto({ ...photo, eventId: event.id, status });
    const shown = toPublicEventPhoto(row);
    if (status === 'live') setEventImageUrl({ id: event.id, imageUrl: shown.url });
    else {
      savePendingEventRevision({ eventId: event.id, userId: actor.id, changes: {} });
      queueMail({ to: site.email, ...eventRevisionWaitingEmail({ title: event.title, ownerEmail: uploaderEmail }) });
    }
    return {
      photo: shown,
      replaced: old ? [old] : [],
      audit: { action: 'event.photo_uploaded', details: { photoId: row.id, status } },
    };
  },
  findPhoto: (event, photoId) => findEventPhoto({ eventId: event.id, photoId }),
  detach: (event, photo) => {
    deleteEventPhotoRow({ id: photo.id });
    if (photo.status === 'live') setEventImageUrl({ id: event.id, imageUrl: null });
    else {
      // A revision that only carried this image has nothing left for the admin to decide.
      const waiting = findPendingEventRevision({ eventId: event.id });
      if (waiting && Object.keys(waiting.changes).length === 0) deleteEventRevision({ id: waiting.id });
    }
    return { action: 'event.photo_deleted', details: { photoId: photo.id, status: photo.status } };
  },
};

const service = photoService(eventImages);

export const uploadEventPhoto = (
  actor: PhotoActor & { email: string },
  { eventId, ...input }: { eventId: number; file: Buffer; alt: string; ip: string | null },
) => service.upload(actor, { ...input, ownerId: eventId, extra: { uploaderEmail: actor.email } });

export const deleteEventPhoto = (
  actor: PhotoActor,
  { eventId, ...input }: { eventId: number; photoId: number; ip: string | null },
) => service.remove(actor, { ...input, ownerId: eventId });

/**
 * Inside a revision decision's transaction: an approved revision's waiting image becomes the public
 * one; a rejected revision's is dropped. Returns the rows whose files to release after the commit.
 */
export function settlePendingEventPhoto(eventId: number, approved: boolean): EventPhoto[] {
  const pending = findEventPhotoByStatus({ eventId, status: 'pending' });
  if (!pending) return [];
  if (!approved) {
    deleteEventPhotoRow({ id: pending.id });
    return [pending];
  }
  const live = findEventPhotoByStatus({ eventId, status: 'live' });
  if (live) deleteEventPhotoRow({ id: live.id });
  makeEventPhotoLive({ id: pending.id });
  setEventImageUrl({ id: eventId, imageUrl: toPublicEventPhoto(pending).url });
  return live ? [live] : [];
}
