/**
 * Bulk generator for load tests: N approved events spread over the coming year, written with one
 * prepared statement inside one transaction (the benchmark needs thousands of distinct event pages).
 */
import type { Db } from '#src/platform/server/db/client.ts';
import { eventCategories } from '#src/features/directory/categories.ts';
import { streets } from './vocabulary';

const DAY_MS = 86_400_000;
const TITLES = ['Sunset Paddle', 'Redfish Clinic', 'Beach Cleanup', 'Art Walk', 'Live Music on the Pier', 'Sandcastle Class'];

/** Adds `n` approved events and returns the number inserted. Existing rows are never touched. */
export function seedBulkEvents(db: Db, n: number, now: number = Date.now()): number {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`n must be a non-negative integer, got ${n}`);
  const insert = db.$client.prepare(`
    INSERT INTO events (title, description, category, location, start_date, end_date, featured, approved, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`);
  db.$client.transaction(() => {
    for (let i = 0; i < n; i++) {
      const title = `${TITLES[i % TITLES.length]} #${i + 1}`;
      const start = now + (1 + (i % 360)) * DAY_MS + (i % 10) * 3_600_000;
      insert.run(
        title,
        `${title}: an island afternoon for visitors and locals alike. Bring water, sunscreen and friends.`,
        eventCategories[i % eventCategories.length]!,
        `${100 + (i % 900)} ${streets[i % streets.length]}, Port Aransas, TX 78373`,
        start,
        start + 3 * 3_600_000,
        i % 25 === 0 ? 1 : 0,
        now,
        now,
      );
    }
  })();
  return n;
}
