/**
 * Work derived from the database (a count of matches, the words of the listings' names) done once per change of its
 * contents instead of on every request. Pages and answers are never kept this way (DESIGN §2.27): only values that
 * many different pages share and that the data alone decides.
 */
import type Database from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { preparedOnce } from './prepared.queries.ts';

/**
 * A mark of the contents as `client` sees them. It moves when another connection commits (`PRAGMA data_version`
 * reports only the others' commits) or this one writes anything, temporary tables included (`total_changes()`).
 */
export function dataVersion(client: Database.Database): string {
  const s = preparedOnce(client, 'data version', (c) => ({
    others: c.prepare<[], number>('pragma data_version').pluck(),
    own: c.prepare<[], number>('select total_changes()').pluck(),
  }));
  return `${s.others.get()} ${s.own.get()}`;
}

const kept = new WeakMap<Database.Database, { version: string; values: LRUCache<string, { value: unknown }> }>();

/**
 * `compute()`, or what it gave for `key` while the contents have not changed since. Inside a transaction it is
 * always computed anew: the transaction's own writes may yet be rolled back. A connection keeps at most 500 values.
 */
export function keptUntilChange<T>(client: Database.Database, key: string, compute: () => T): T {
  if (client.inTransaction) return compute();
  const version = dataVersion(client);
  let entry = kept.get(client);
  if (entry?.version !== version) kept.set(client, (entry = { version, values: new LRUCache({ max: 500 }) }));
  const hit = entry.values.get(key);
  if (hit) return hit.value as T;
  const value = compute();
  entry.values.set(key, { value });
  return value;
}
