/**
 * An event's one image, through the listing photo pipeline (verify, auto-rotate,
 * strip metadata, AVIF/WebP/JPEG variants in UPLOADS_DIR). The author or an admin uploads it; a new
 * image replaces the old one and its files. On an approved event the author's new image waits with
 * the event's pending revision (the public keeps the approved image) until an admin approves it.
 * Removing an image applies at once: the event falls back to its category illustration, nothing new
 * is published.
 */
import { site } from '@/config/site';
import { photoUrl } from '@/lib/photos';
import { getDb } from '@/server/db/client';
import { findEventById } from '@/server/db/queries/admin';
import { insertAuditEntry } from '@/server/db/queries/audit';
import {
  deleteEventPhotoRow,
  findEventPhoto,
  findEventPhotoByStatus,
  insertEventPhoto,
  makeEventPhotoLive,
  setEventImageUrl,
} from '@/server/db/queries/event-photos';
import { deleteEventRevision, findPendingEventRevision, savePendingEventRevision } from '@/server/db/queries/event-revisions';
import type { Event, EventPhoto } from '@/server/db/schema';
import { queueMail } from '@/server/mail';
import { processAndStore, releaseFiles, type PhotoActor, type PhotoFailure } from '@/server/photos/service';
import { eventRevisionWaitingEmail } from './emails';

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

const eventPhotoErrors = {
  notFound: 'Event not found',
  forbidden: 'You can only manage the image of your own events',
  photoNotFound: 'Photo not found',
} as const;

function accessibleEvent(actor: PhotoActor, eventId: number): Event | PhotoFailure {
  const event = findEventById({ id: eventId });
  if (!event) return { ok: false, status: 404, error: eventPhotoErrors.notFound };
  if (actor.role !== 'admin' && event.ownerId !== actor.id) return { ok: false, status: 403, error: eventPhotoErrors.forbidden };
  return event;
}
const failed = (x: Event | PhotoFailure): x is PhotoFailure => 'ok' in x;

/** An approved event's new image waits for review unless an admin uploads it. */
const waitsForReview = (event: Event, actor: PhotoActor) => event.approved && actor.role !== 'admin';

export async function uploadEventPhoto(
  actor: PhotoActor & { email: string },
  input: { eventId: number; file: Buffer; alt: string; ip: string | null },
): Promise<{ ok: true; photo: PublicEventPhoto } | PhotoFailure> {
  const event = accessibleEvent(actor, input.eventId);
  if (failed(event)) return event;
  const processed = await processAndStore(input.file);
  if ('ok' in processed) return processed;

  let replaced: EventPhoto[] = [];
  let outcome: { ok: true; photo: PublicEventPhoto } | PhotoFailure;
  try {
    outcome = getDb().transaction(() => {
      const fresh = findEventById({ id: event.id });
      if (!fresh) return { ok: false as const, status: 404 as const, error: eventPhotoErrors.notFound };
      const status = waitsForReview(fresh, actor) ? 'pending' : 'live';
      const old = findEventPhotoByStatus({ eventId: fresh.id, status });
      if (old) {
        deleteEventPhotoRow({ id: old.id });
        replaced = [old];
      }
      const row = insertEventPhoto({
        eventId: fresh.id,
        status,
        alt: input.alt,
        width: processed.width,
        height: processed.height,
        hash: processed.hash,
        widths: processed.widths,
        uploaderId: actor.id,
      });
      const photo = toPublicEventPhoto(row);
      if (status === 'live') setEventImageUrl({ id: fresh.id, imageUrl: photo.url });
      else {
        savePendingEventRevision({ eventId: fresh.id, userId: actor.id, changes: {} });
        queueMail({ to: site.email, ...eventRevisionWaitingEmail({ title: fresh.title, ownerEmail: actor.email }) });
      }
      insertAuditEntry({
        action: 'event.photo_uploaded',
        actorUserId: actor.id,
        targetType: 'event',
        targetId: fresh.id,
        ip: input.ip,
        details: { photoId: row.id, status },
      });
      return { ok: true as const, photo };
    });
  } catch (error) {
    await releaseFiles([processed]);
    throw error;
  }
  await releaseFiles(outcome.ok ? replaced : [processed]);
  return outcome;
}

export async function deleteEventPhoto(
  actor: PhotoActor,
  { eventId, photoId, ip }: { eventId: number; photoId: number; ip: string | null },
): Promise<{ ok: true } | PhotoFailure> {
  const event = accessibleEvent(actor, eventId);
  if (failed(event)) return event;
  const photo = findEventPhoto({ eventId, photoId });
  if (!photo) return { ok: false, status: 404, error: eventPhotoErrors.photoNotFound };
  getDb().transaction(() => {
    deleteEventPhotoRow({ id: photo.id });
    if (photo.status === 'live') setEventImageUrl({ id: eventId, imageUrl: null });
    else {
      // A revision that only carried this image has nothing left for the admin to decide.
      const waiting = findPendingEventRevision({ eventId });
      if (waiting && Object.keys(waiting.changes).length === 0) deleteEventRevision({ id: waiting.id });
    }
    insertAuditEntry({
      action: 'event.photo_deleted',
      actorUserId: actor.id,
      targetType: 'event',
      targetId: eventId,
      ip,
      details: { photoId, status: photo.status },
    });
  });
  await releaseFiles([photo]);
  return { ok: true };
}

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
