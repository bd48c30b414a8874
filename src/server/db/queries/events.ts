/** Read queries for public events: only approved events are ever returned. */
import { and, asc, desc, eq, gte, lt, ne } from 'drizzle-orm';
import { getDb } from '../client';
import { events, type Event } from '../schema';

/** Upcoming = not yet ended (an event in progress is still "coming up" for a visitor). */
export function listUpcomingEvents({ now = new Date(), limit = 3 }: { now?: Date; limit?: number } = {}): Event[] {
  return getDb()
    .select()
    .from(events)
    .where(and(eq(events.approved, true), gte(events.endDate, now)))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(limit)
    .all();
}

/** All approved events: upcoming first by start date, then past ones most recent first. */
export function listApprovedEvents({ now = new Date(), limit = 200 }: { now?: Date; limit?: number } = {}): Event[] {
  const db = getDb();
  const upcoming = db
    .select()
    .from(events)
    .where(and(eq(events.approved, true), gte(events.endDate, now)))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(limit)
    .all();
  const past = db
    .select()
    .from(events)
    .where(and(eq(events.approved, true), lt(events.endDate, now)))
    .orderBy(desc(events.endDate), asc(events.id))
    .limit(Math.max(0, limit - upcoming.length))
    .all();
  return [...upcoming, ...past];
}

export function getApprovedEvent({ id }: { id: number }): Event | undefined {
  return getDb()
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.approved, true)))
    .get();
}

export function listRelatedEvents({ id, category, limit = 3 }: { id: number; category: string; limit?: number }): Event[] {
  return getDb()
    .select()
    .from(events)
    .where(and(eq(events.approved, true), eq(events.category, category), ne(events.id, id)))
    .orderBy(desc(events.startDate))
    .limit(limit)
    .all();
}
