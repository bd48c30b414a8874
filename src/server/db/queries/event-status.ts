/** Writes an event's schedule status (scheduled | cancelled | postponed). */
import { eq } from 'drizzle-orm';
import type { EventStatus } from '@/lib/event-status';
import { getDb } from '@/server/db/client';
import { events, type Event } from '@/server/db/schema';

export function updateEventStatus({ id, status }: { id: number; status: EventStatus }): Event | undefined {
  return getDb().update(events).set({ eventStatus: status, updatedAt: new Date() }).where(eq(events.id, id)).returning().get();
}
