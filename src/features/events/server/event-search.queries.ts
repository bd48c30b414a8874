/**
 * The site search's events: approved events whose title, description, location or category contains the visitor's
 * text (case-insensitive substring), through the trigram full-text index `events_search` (kept in step with `events`
 * by triggers, see the events search migration). Upcoming first (soonest), then past ones.
 */
import { inArray } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { preparedOnce } from '#src/platform/server/db/prepared.queries.ts';
import { events, type Event } from '#src/platform/server/db/schema.ts';
import { countEventsByOccurrence, listEventsByOccurrence } from './event-occurrences.queries.ts';

/** A trigram index cannot look up fewer than three characters: such text goes through LIKE. */
const indexable = (text: string) => [...text].length >= 3;

const ORDER_SQL = 'order by e.end_date < ?, e.start_date, e.id';

// The matches are sorted whatever the plan: `+e.approved` keeps the approved index out of it, so the full-text index
// leads and the statement reads the matches only, not every approved event.
const INDEXED_SQL = `select e.id from events e
  where +e.approved = 1 and e.id in (select rowid from events_search where events_search match ?) ${ORDER_SQL}`;

const SHORT_SQL = `select e.id from events e
  where e.approved = 1 and (lower(e.title) like ? escape '\\' or lower(e.description) like ? escape '\\'
    or lower(e.location) like ? escape '\\' or lower(e.category) like ? escape '\\') ${ORDER_SQL}`;

/** An FTS5 string: the trigram tokenizer matches it as a substring of one column. */
const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`;
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every approved event containing `text`, by id, in the search's order. */
function approvedEventIdsContaining(text: string, now: Date = new Date()): number[] {
  const client = getDb().$client;
  const needle = text.trim();
  // No field holds a NUL (and FTS5 would refuse it).
  if (needle === '' || needle.includes('\u0000')) return [];
  const [sqlText, params] = indexable(needle)
    ? [INDEXED_SQL, [ftsString(needle), now.getTime()]]
    : [SHORT_SQL, [...Array<string>(4).fill(likePattern(needle)), now.getTime()]];
  return preparedOnce(client, sqlText, (c) => c.prepare(sqlText).pluck()).all(...params) as number[];
}

/** The events with these ids, in the order given. */
function eventsInOrder(ids: readonly number[]): Event[] {
  if (ids.length === 0) return [];
  const byId = new Map(
    getDb()
      .select()
      .from(events)
      .where(inArray(events.id, [...ids]))
      .all()
      .map((e) => [e.id, e]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Approved events containing `q`: the first `limit` and the number of all (one full-text lookup for both). With a
 * `range`, only those with an occurrence in it (blank `q`: every such event), soonest first.
 */
export function searchApprovedEvents({
  q,
  range,
  limit = 20,
  now = new Date(),
}: {
  q: string;
  range?: { from: Date; to: Date };
  limit?: number;
  now?: Date;
}): { items: Event[]; total: number } {
  if (range) {
    const query = { category: null, range, now, ids: q.trim() === '' ? undefined : approvedEventIdsContaining(q, now) };
    return { items: listEventsByOccurrence({ ...query, limit, offset: 0 }), total: countEventsByOccurrence(query) };
  }
  const ids = approvedEventIdsContaining(q, now);
  return { items: eventsInOrder(ids.slice(0, limit)), total: ids.length };
}
