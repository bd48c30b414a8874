/**
 * Approved events listed by occurrence: each event appears once, at the occurrence it is
 * listed by (the first in the range, or the next one; src/features/events/server/occurrences.ts), so a weekly
 * market sorts by its next date instead of its first one and never floods a list with one card per week.
 *
 * The few recurring events are expanded in JavaScript; their listing keys go into the query as one JSON
 * parameter (`json_each`), so filtering, ordering and paging stay one SQL statement over every event.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { events, type Event } from '#src/platform/server/db/schema.ts';
import { listingOccurrence } from './occurrences.ts';

export interface OccurrenceQuery {
  category: string | null;
  /** Only events with an occurrence overlapping [from, to); null: every event. */
  range: { from: Date; to: Date } | null;
  now: Date;
  /** Only events whose listed occurrence has not ended at `now`. */
  upcomingOnly?: boolean;
  /** Only these events (a search's matches). */
  ids?: readonly number[];
}

function recurringKeys(q: OccurrenceQuery): string {
  const rows = getDb()
    .select({ id: events.id, startDate: events.startDate, endDate: events.endDate, recurrence: events.recurrence })
    .from(events)
    .where(sql`${events.approved} = 1 and ${events.recurrence} is not null`)
    .all();
  const keys: [number, number, number][] = [];
  for (const row of rows) {
    const o = listingOccurrence(row, q.now, q.range);
    if (o) keys.push([row.id, o.start.getTime(), o.end.getTime()]);
  }
  return JSON.stringify(keys);
}

/** FROM … WHERE of the listing: the keys' CTE, then each event with its listing start `ks` and end `ke`. */
function listing(q: OccurrenceQuery): SQL {
  const now = q.now.getTime();
  const oneOffIn = q.range ? sql`e.start_date < ${q.range.to.getTime()} and e.end_date >= ${q.range.from.getTime()}` : sql`1`;
  return sql`
    with rk(id, s, e) as (select json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]') from json_each(${recurringKeys(q)})),
    listed as (
      select e.id as id, coalesce(rk.s, e.start_date) as ks, coalesce(rk.e, e.end_date) as ke
      from events e left join rk on rk.id = e.id
      where e.approved = 1
        ${q.category ? sql`and e.category = ${q.category}` : sql``}
        ${q.ids ? sql`and e.id in (select value from json_each(${JSON.stringify(q.ids)}))` : sql``}
        and (case when e.recurrence is null then ${oneOffIn} else rk.id is not null end)
    )
    select id, ks, ke from listed ${q.upcomingOnly ? sql`where ke >= ${now}` : sql``}`;
}

export function countEventsByOccurrence(q: OccurrenceQuery): number {
  return getDb().all<{ n: number }>(sql`select count(*) as n from (${listing(q)})`)[0]!.n;
}

/** Upcoming soonest first, then past ones most recent first; one page of them. */
export function listEventsByOccurrence(q: OccurrenceQuery & { limit: number; offset: number }): Event[] {
  const now = q.now.getTime();
  const ids = getDb()
    .all<{ id: number }>(
      sql`select id from (${listing(q)})
          order by ke < ${now}, case when ke < ${now} then -ke else ks end, id
          limit ${q.limit} offset ${q.offset}`,
    )
    .map((r) => r.id);
  if (ids.length === 0) return [];
  const byId = new Map(
    getDb()
      .select()
      .from(events)
      .where(inArray(events.id, ids))
      .all()
      .map((e) => [e.id, e]),
  );
  return ids.map((id) => byId.get(id)!).filter(Boolean);
}
