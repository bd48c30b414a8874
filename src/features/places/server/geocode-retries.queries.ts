/** The geocoding lookups still owed (table `geocode_retries`, src/features/places/server/geocode-jobs.ts). */
import { and, asc, eq, lte } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { geocodeRetries, type GeocodeRetry } from '#src/platform/server/db/schema.ts';

type Owed = Pick<GeocodeRetry, 'kind' | 'rowId' | 'query'>;

const sameLookup = ({ kind, rowId, query }: Owed) =>
  and(eq(geocodeRetries.kind, kind), eq(geocodeRetries.rowId, rowId), eq(geocodeRetries.query, query));

/** Owes a lookup of `query`; a new address replaces an older one owed for the same row (attempts start over). */
export function recordOwedGeocode({ kind, rowId, query, nextAttemptAt }: Owed & { nextAttemptAt: Date }): void {
  getDb()
    .insert(geocodeRetries)
    .values({ kind, rowId, query, attempts: 0, nextAttemptAt })
    .onConflictDoUpdate({ target: [geocodeRetries.kind, geocodeRetries.rowId], set: { query, attempts: 0, nextAttemptAt } })
    .run();
}

/** The geocoder answered for this address: nothing owed any more (a newer address stays owed). */
export function deleteOwedGeocode(owed: Owed): void {
  getDb().delete(geocodeRetries).where(sameLookup(owed)).run();
}

/** A failed lookup: one more attempt counted, the next one at `nextAttemptAt(attempts)`. */
export function postponeOwedGeocode(owed: Owed & { nextAttemptAt: (attempts: number) => Date }): GeocodeRetry | undefined {
  return getDb().transaction((tx) => {
    const row = tx.select().from(geocodeRetries).where(sameLookup(owed)).get();
    if (!row) return undefined;
    const attempts = row.attempts + 1;
    const nextAttemptAt = owed.nextAttemptAt(attempts);
    tx.update(geocodeRetries).set({ attempts, nextAttemptAt }).where(sameLookup(owed)).run();
    return { ...row, attempts, nextAttemptAt };
  });
}

/** Lookups due by `now`, oldest due first. */
export function listDueGeocodes({ now, limit }: { now: Date; limit: number }): GeocodeRetry[] {
  return getDb()
    .select()
    .from(geocodeRetries)
    .where(lte(geocodeRetries.nextAttemptAt, now))
    .orderBy(asc(geocodeRetries.nextAttemptAt))
    .limit(limit)
    .all();
}
