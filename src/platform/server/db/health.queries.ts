import { sql } from 'drizzle-orm';
import { getDb } from './client.ts';

/** True when the database file is open and answers a query (health checks). */
export function databaseAnswers(): boolean {
  try {
    getDb().get(sql`select 1 as ok`);
    return true;
  } catch {
    return false;
  }
}
