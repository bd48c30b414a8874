/** The approved businesses and events a My Trip link names; unknown or hidden ids are left out. */
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { businesses, events, type Business, type Event } from '@/server/db/schema';

/** In the order of `ids` (the order the visitor saved them). */
const inOrder = <T extends { id: number }>(ids: readonly number[], rows: T[]): T[] => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

export function listTripBusinesses({ ids }: { ids: readonly number[] }): Business[] {
  if (ids.length === 0) return [];
  const rows = getDb()
    .select()
    .from(businesses)
    .where(and(inArray(businesses.id, [...ids]), eq(businesses.approved, true)))
    .all();
  return inOrder(ids, rows);
}

export function listTripEvents({ ids }: { ids: readonly number[] }): Event[] {
  if (ids.length === 0) return [];
  const rows = getDb()
    .select()
    .from(events)
    .where(and(inArray(events.id, [...ids]), eq(events.approved, true)))
    .all();
  return inOrder(ids, rows);
}
