/** An event's uploaded image rows: at most one live and one pending per event. */
import { count, eq } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { findRow } from '#src/platform/server/db/rows.queries.ts';
import { eventPhotos, events, type EventPhoto } from '#src/platform/server/db/schema.ts';

type NewEventPhoto = Omit<typeof eventPhotos.$inferInsert, 'id' | 'createdAt'>;

export function listEventPhotos({ eventId }: { eventId: number }): EventPhoto[] {
  return getDb().select().from(eventPhotos).where(eq(eventPhotos.eventId, eventId)).all();
}

export function findEventPhoto({ eventId, photoId }: { eventId: number; photoId: number }): EventPhoto | undefined {
  return findRow(eventPhotos, { id: photoId, eventId });
}

export function findEventPhotoByStatus({
  eventId,
  status,
}: {
  eventId: number;
  status: EventPhoto['status'];
}): EventPhoto | undefined {
  return findRow(eventPhotos, { eventId, status });
}

export function insertEventPhoto(values: NewEventPhoto): EventPhoto {
  return getDb().insert(eventPhotos).values(values).returning().get();
}

export function deleteEventPhotoRow({ id }: { id: number }): void {
  getDb().delete(eventPhotos).where(eq(eventPhotos.id, id)).run();
}

export function makeEventPhotoLive({ id }: { id: number }): void {
  getDb().update(eventPhotos).set({ status: 'live' }).where(eq(eventPhotos.id, id)).run();
}

export function countEventPhotosWithHash({ hash }: { hash: string }): number {
  const [row] = getDb().select({ n: count() }).from(eventPhotos).where(eq(eventPhotos.hash, hash)).all();
  return row?.n ?? 0;
}

/** The event's denormalised image URL (cards and feeds read only the event row). */
export function setEventImageUrl({ id, imageUrl }: { id: number; imageUrl: string | null }): void {
  getDb().update(events).set({ imageUrl, updatedAt: new Date() }).where(eq(events.id, id)).run();
}
