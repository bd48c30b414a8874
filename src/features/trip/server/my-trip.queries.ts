/** The approved businesses and events a My Trip link names; unknown or hidden ids are left out. */
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { businesses, events, type Business, type Event } from '#src/platform/server/db/schema.ts';

/** The approved rows of `ids`, in the order of `ids` (the order the visitor saved them). */
function listApprovedInOrder(table: typeof businesses, ids: readonly number[]): Business[];
function listApprovedInOrder(table: typeof events, ids: readonly number[]): Event[];
function listApprovedInOrder(table: typeof businesses | typeof events, ids: readonly number[]): (Business | Event)[] {
  if (ids.length === 0) return [];
  const rows: (Business | Event)[] = getDb()
    .select()
    .from(table)
    .where(and(inArray(table.id, [...ids]), eq(table.approved, true)))
    .all();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function listTripBusinesses({ ids }: { ids: readonly number[] }): Business[] {
  return listApprovedInOrder(businesses, ids);
}

export function listTripEvents({ ids }: { ids: readonly number[] }): Event[] {
  return listApprovedInOrder(events, ids);
}
