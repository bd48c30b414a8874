/** Pending edits of approved events: store, merge, list, decide, apply. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { pendingRevisions } from './pending-revisions.queries.ts';
import {
  eventPhotos,
  eventRevisions,
  events,
  users,
  type Event,
  type EventRevisionChanges,
} from '#src/platform/server/db/schema.ts';

export const {
  findPending: findPendingEventRevision,
  findById: findEventRevisionById,
  savePending: savePendingEventRevision,
  markDecided: decideEventRevisionRow,
} = pendingRevisions(eventRevisions, 'eventId', eventRevisions.eventId);

/** A pending revision left with nothing to decide (its only change, a photo, was deleted) goes away. */
export function deleteEventRevision({ id }: { id: number }): void {
  getDb().delete(eventRevisions).where(eq(eventRevisions.id, id)).run();
}

/** Pending event revisions for the admin, oldest first, with the live event and any waiting photo. */
export function listPendingEventRevisionsForAdmin({ limit = 500 }: { limit?: number } = {}) {
  return getDb()
    .select({ revision: eventRevisions, live: events, ownerEmail: users.email, photo: eventPhotos })
    .from(eventRevisions)
    .innerJoin(events, eq(events.id, eventRevisions.eventId))
    .leftJoin(users, eq(users.id, eventRevisions.userId))
    .leftJoin(eventPhotos, and(eq(eventPhotos.eventId, eventRevisions.eventId), eq(eventPhotos.status, 'pending')))
    .where(eq(eventRevisions.status, 'pending'))
    .orderBy(eventRevisions.createdAt, desc(eventRevisions.id))
    .limit(limit)
    .all();
}

/** Event columns from a revision's JSON (dates travel as epoch milliseconds). */
export function revisionColumns(changes: EventRevisionChanges): Partial<Event> {
  const { startDate, endDate, ...rest } = changes;
  return {
    ...rest,
    ...(startDate === undefined ? {} : { startDate: new Date(startDate) }),
    ...(endDate === undefined ? {} : { endDate: new Date(endDate) }),
  };
}

/** Writes fields of an event the editor may change (a revision applied, or a direct edit). */
export function updateEventFields({ id, changes }: { id: number; changes: Partial<Event> }): Event | undefined {
  return getDb()
    .update(events)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(events.id, id))
    .returning()
    .get();
}

/** Which of these events have an edit waiting (the owner's My Events list says so). */
export function listEventIdsWithPendingRevision({ eventIds }: { eventIds: number[] }): Set<number> {
  if (eventIds.length === 0) return new Set();
  const rows = getDb()
    .select({ eventId: eventRevisions.eventId })
    .from(eventRevisions)
    .where(and(eq(eventRevisions.status, 'pending'), inArray(eventRevisions.eventId, eventIds)))
    .all();
  return new Set(rows.map((r) => r.eventId));
}
