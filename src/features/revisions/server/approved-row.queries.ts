/** One approved business or event by id, for its public page; unapproved ones are "not found" to the public. */
import { and, eq, getTableName, sql } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import type { businesses, events, Business, Event } from '#src/platform/server/db/schema.ts';
import { preparedOnce } from '#src/platform/server/db/prepared.queries.ts';

export function getApprovedRow(table: typeof businesses, id: number): Business | undefined;
export function getApprovedRow(table: typeof events, id: number): Event | undefined;
export function getApprovedRow(table: typeof businesses | typeof events, id: number): Business | Event | undefined {
  // Every business and event page asks: prepared once per connection.
  return preparedOnce(getDb(), `approved ${getTableName(table)}`, (db) =>
    db
      .select()
      .from(table)
      .where(and(eq(table.id, sql.placeholder('id')), eq(table.approved, true)))
      .prepare(),
  ).get({ id });
}
