/** Approved events by category and/or date range, for the /events filters. */
import type { Event } from '#src/platform/server/db/schema.ts';
import { countEventsByOccurrence, listEventsByOccurrence } from './event-occurrences.queries.ts';

export interface EventFilterQuery {
  category: string | null;
  /** Events with an occurrence overlapping [from, to); without it, every approved event of the category. */
  range: { from: Date; to: Date } | null;
  now: Date;
}

export function countFilteredEvents(query: EventFilterQuery): number {
  return countEventsByOccurrence(query);
}

/** Upcoming soonest first, then past ones most recent first (the unfiltered list's order), by occurrence. */
export function listFilteredEvents(query: EventFilterQuery & { limit: number; offset: number }): Event[] {
  return listEventsByOccurrence(query);
}
