/**
 * Statements prepared once per connection: drizzle builds a query's SQL and better-sqlite3 prepares it
 * on every call otherwise, which on a business page cost more than running the queries. A query that
 * every public page asks (photos, reviews, ratings) keeps its prepared form here, keyed by name; its
 * values go in through `sql.placeholder`.
 */
import type { getDb } from './client.ts';

type Db = ReturnType<typeof getDb>;

const statements = new WeakMap<Db, Map<string, unknown>>();

export function preparedOnce<T>(db: Db, name: string, prepare: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(db);
    byName.set(name, statement);
  }
  return statement;
}
