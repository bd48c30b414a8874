/** Beach advisory rows. A row is public while `expires_at > now`: every read takes the caller's clock. */
import { asc, desc, eq, gt } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { beachAdvisories } from '#src/platform/server/db/schema.ts';

export type BeachAdvisoryRow = typeof beachAdvisories.$inferSelect;

export function insertBeachAdvisory(values: typeof beachAdvisories.$inferInsert): BeachAdvisoryRow {
  return getDb().insert(beachAdvisories).values(values).returning().get();
}

/** Removed rows are gone for good: an expired or wrong advisory has nothing left to show. */
export function deleteBeachAdvisory(id: number): BeachAdvisoryRow | undefined {
  return getDb().delete(beachAdvisories).where(eq(beachAdvisories.id, id)).returning().get();
}

/** Advisories in force at `now`, closures first, then the soonest to expire. */
export function listActiveBeachAdvisories(now: Date): BeachAdvisoryRow[] {
  return getDb()
    .select()
    .from(beachAdvisories)
    .where(gt(beachAdvisories.expiresAt, now))
    .orderBy(desc(beachAdvisories.level), asc(beachAdvisories.expiresAt))
    .all();
}
