/**
 * Applies the migrations committed in db/migrations with drizzle's migrator. Apart from ./open-sqlite.mjs so that
 * `npm start` loads drizzle-orm only when ./open-sqlite.mjs says a migration is pending.
 */
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { migrationsFolder } from './open-sqlite.mjs';

/**
 * @template {Record<string, unknown>} S
 * @param {import('better-sqlite3').Database} sqlite
 * @param {S} schema
 */
export function migrateSqlite(sqlite, schema) {
  const db = drizzle({ client: sqlite, schema });
  migrate(db, { migrationsFolder: migrationsFolder() });
  return db;
}
