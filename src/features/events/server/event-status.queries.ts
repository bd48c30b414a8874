/** Writes an event's schedule status (scheduled | cancelled | postponed). */
import { eq } from 'drizzle-orm';
import type { EventStatus } from '#src/features/events/event-status.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { events, type Event } from '#src/platform/server/db/schema.ts';

export function updateEventStatus({ id, status }: { id: number; status: EventStatus }): Event | undefined {
  return getDb().update(events).set({ eventStatus: status, updatedAt: new Date() }).where(eq(events.id, id)).returning().get();
}
