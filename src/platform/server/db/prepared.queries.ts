/**
 * Statements prepared once per connection: drizzle builds a query's SQL and better-sqlite3 prepares it
 * on every call otherwise, which on a business page cost more than running the queries. A query that
 * every public page asks (photos, reviews, ratings) keeps its prepared form here under a name, its values
 * going in through `sql.placeholder`; a query whose shape follows its input (the directory search, rows by
 * a number of ids) under its SQL text or its shape. A connection keeps its most recently used 500, so
 * shapes a visitor can vary cannot fill the memory.
 */
import { LRUCache } from 'lru-cache';

/** By connection (a drizzle database or its better-sqlite3 client): a statement is only valid on its own. */
const statements = new WeakMap<object, LRUCache<string, object>>();

export function preparedOnce<C extends object, T extends object>(connection: C, key: string, prepare: (connection: C) => T): T {
  let cache = statements.get(connection);
  if (!cache) statements.set(connection, (cache = new LRUCache({ max: 500 })));
  let statement = cache.get(key) as T | undefined;
  if (statement === undefined) cache.set(key, (statement = prepare(connection)));
  return statement;
}
