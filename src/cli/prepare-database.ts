/** Migrates the database and, for a brand-new one, loads the demo data (never on an existing one). */
import { count } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { openDb } from '../server/db/client';
import { businesses, events, users } from '../server/db/schema';

export async function prepareDatabase(path: string, { demoData }: { demoData: boolean }): Promise<void> {
  const existed = path !== ':memory:' && existsSync(path);
  const db = openDb(path);
  try {
    const isEmpty = [users, businesses, events].every((table) => (db.select({ n: count() }).from(table).get()?.n ?? 0) === 0);
    if (demoData && (!existed || isEmpty)) {
      const { seedDemoData } = await import('../../db/seed/index');
      await seedDemoData(db);
      console.log(`[start] loaded demo data into ${path}`);
    }
  } finally {
    db.$client.close();
  }
}
