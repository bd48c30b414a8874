/**
 * Applies the migrations committed in db/migrations with drizzle's migrator. Apart from ./open-sqlite.ts so that
 * `npm start` loads drizzle-orm only when ./open-sqlite.ts says a migration is pending.
 */
import type Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { migrationsFolder } from './open-sqlite.ts';

export function migrateSqlite<S extends Record<string, unknown>>(sqlite: Database.Database, schema: S) {
  const db = drizzle({ client: sqlite, schema });
  migrate(db, { migrationsFolder: migrationsFolder() });
  return db;
}
