/** Owner-side event rows: submit (always pending) and list one's own. */
import { desc, eq } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { events, type Event, type NewEvent } from '#src/platform/server/db/schema.ts';

export function insertEvent(values: Omit<NewEvent, 'id' | 'approved' | 'featured' | 'createdAt' | 'updatedAt'>): Event {
  return getDb()
    .insert(events)
    .values({ ...values, approved: false, featured: false })
    .returning()
    .get();
}

export function listEventsByOwner({ ownerId }: { ownerId: number }): Event[] {
  return getDb().select().from(events).where(eq(events.ownerId, ownerId)).orderBy(desc(events.startDate), desc(events.id)).all();
}
