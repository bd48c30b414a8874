/** Approved events by category and/or date range, for the /events filters (issue 18.5). */
import { and, asc, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { events, type Event } from '@/server/db/schema';

export interface EventFilterQuery {
  category: string | null;
  /** Events overlapping [from, to); without it, every approved event of the category. */
  range: { from: Date; to: Date } | null;
  now: Date;
}

function where({ category, range }: EventFilterQuery): SQL {
  return and(
    eq(events.approved, true),
    category ? eq(events.category, category) : undefined,
    range ? and(lt(events.startDate, range.to), gte(events.endDate, range.from)) : undefined,
  )!;
}

export function countFilteredEvents(query: EventFilterQuery): number {
  return getDb().select({ n: count() }).from(events).where(where(query)).get()!.n;
}

/** Upcoming soonest first, then past ones most recent first (the unfiltered list's order). */
export function listFilteredEvents(query: EventFilterQuery & { limit: number; offset: number }): Event[] {
  const now = query.now.getTime();
  return getDb()
    .select()
    .from(events)
    .where(where(query))
    .orderBy(
      sql`${events.endDate} < ${now}`,
      sql`case when ${events.endDate} < ${now} then -${events.endDate} else ${events.startDate} end`,
      asc(events.id),
    )
    .limit(query.limit)
    .offset(query.offset)
    .all();
}
