/** Read queries for public events: only approved events are ever returned. */
import { and, asc, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { API_OCCURRENCES_MAX, upcomingOccurrencesOf } from './occurrences.ts';
import { listEventsByOccurrence } from './event-occurrences.queries.ts';
import { preparedOnce } from '#src/platform/server/db/prepared.queries.ts';
import { getApprovedRow } from '#src/features/revisions/server/approved-row.queries.ts';
import { events, type Event } from '#src/platform/server/db/schema.ts';

/**
 * What the public may see of an event: everything but the owner; the schedule status as `status`;
 * for a recurring event its pattern (`recurrence`) and its upcoming `occurrences` (at most API_OCCURRENCES_MAX).
 */
export type PublicEvent = Omit<Event, 'ownerId' | 'eventStatus'> & {
  status: Event['eventStatus'];
  occurrences?: { start: Date; end: Date }[];
};

export function toPublicEvent(e: Event, now: Date = new Date()): PublicEvent {
  const { ownerId: _owner, eventStatus, ...rest } = e;
  if (!e.recurrence) return { ...rest, status: eventStatus };
  return { ...rest, status: eventStatus, occurrences: upcomingOccurrencesOf(e, now, API_OCCURRENCES_MAX) };
}

/**
 * Upcoming = not yet ended (an event in progress is still "coming up" for a visitor); a recurring event
 * counts by its next occurrence (./event-occurrences.ts).
 */
export function listUpcomingEvents({ now = new Date(), limit = 3 }: { now?: Date; limit?: number } = {}): Event[] {
  return listEventsByOccurrence({ category: null, range: null, now, upcomingOnly: true, limit, offset: 0 });
}

/**
 * All approved events: upcoming first by (next) start, then past ones most recent first.
 * `offset` pages through that combined order.
 */
export function listApprovedEvents({
  now = new Date(),
  limit = 200,
  offset = 0,
}: { now?: Date; limit?: number; offset?: number } = {}): Event[] {
  return listEventsByOccurrence({ category: null, range: null, now, limit, offset });
}

export function countApprovedEvents(): number {
  return getDb().select({ n: count() }).from(events).where(eq(events.approved, true)).get()!.n;
}

export const getApprovedEvent = ({ id }: { id: number }): Event | undefined => getApprovedRow(events, id);

/** Other approved events of the same category: upcoming soonest first, then the most recent past ones. */
export function listRelatedEvents({
  id,
  category,
  limit = 3,
  now = new Date(),
}: {
  id: number;
  category: string;
  limit?: number;
  now?: Date;
}): Event[] {
  // Every event page asks: prepared once per connection; timestamps are stored in ms.
  const db = getDb();
  const params = { category, id, now: now.getTime() };
  const upcoming = preparedOnce(db, 'related upcoming events', () =>
    db
      .select()
      .from(events)
      // `+end_date` keeps SQLite off events_listing_idx here: events_category_idx walks the category in
      // date order and stops after `limit` rows, instead of reading and sorting every upcoming event.
      .where(and(sameCategoryOthers(), sql`+${events.endDate} >= ${sql.placeholder('now')}`))
      .orderBy(asc(events.startDate), asc(events.id))
      .limit(sql.placeholder('limit'))
      .prepare(),
  ).all({ ...params, limit });
  if (upcoming.length >= limit) return upcoming;
  const past = preparedOnce(db, 'related past events', () =>
    db
      .select()
      .from(events)
      .where(and(sameCategoryOthers(), lt(events.endDate, sql.placeholder('now'))))
      .orderBy(desc(events.endDate), asc(events.id))
      .limit(sql.placeholder('limit'))
      .prepare(),
  ).all({ ...params, limit: limit - upcoming.length });
  return [...upcoming, ...past];
}

/** Approved events of the placeholder `category` other than the placeholder `id`. */
const sameCategoryOthers = () =>
  and(eq(events.approved, true), eq(events.category, sql.placeholder('category')), ne(events.id, sql.placeholder('id')));
