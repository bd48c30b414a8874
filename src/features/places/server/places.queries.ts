/** Map points of businesses and events and the near-me order (open now is in ./open-hours.queries.ts). */
import { and, eq } from 'drizzle-orm';
import { distanceKm, type GeoPoint } from '#src/features/places/places.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { businesses, events } from '#src/platform/server/db/schema.ts';

export interface PointValue {
  latitude: number | null;
  longitude: number | null;
}

/**
 * A geocoded point, written only while the row still has the text it was looked up for, a business its address and an
 * event its location (an owner may have changed it again while the lookup ran). True when written.
 */
export function setPointForQuery({
  kind,
  id,
  query,
  point,
}: {
  kind: 'business' | 'event';
  id: number;
  query: string;
  point: PointValue;
}): boolean {
  const [table, lookedUp] = kind === 'business' ? [businesses, businesses.address] : [events, events.location];
  return (
    getDb()
      .update(table)
      .set({ ...point, updatedAt: new Date() })
      .where(and(eq(table.id, id), eq(lookedUp, query)))
      .run().changes === 1
  );
}

/** The points of the approved businesses among `ids`, read at each call so a write shows at once. */
function businessPoints(ids: number[]): Map<number, PointValue> {
  const rows = getDb()
    .$client.prepare(
      `select id, latitude, longitude from businesses where approved = 1 and id in (select value from json_each(?))`,
    )
    .all(JSON.stringify(ids)) as (PointValue & { id: number })[];
  return new Map(rows.map((p) => [p.id, p]));
}

export interface DistanceOrder {
  ids: number[];
  /** Kilometres from the point; null for a business without a point. */
  distances: Map<number, number | null>;
}

/** Orders `ids` (in public order) by distance from `near`, nearest first; businesses without a point keep their order after the others. */
export function orderByDistance(ids: number[], near: GeoPoint): DistanceOrder {
  const points = businessPoints(ids);
  const distances = new Map<number, number | null>();
  for (const id of ids) {
    const p = points.get(id);
    distances.set(
      id,
      p?.latitude != null && p.longitude != null
        ? Number(distanceKm(near, { latitude: p.latitude, longitude: p.longitude }).toFixed(2))
        : null,
    );
  }
  const key = (id: number) => distances.get(id) ?? Number.POSITIVE_INFINITY;
  return { ids: [...ids].sort((a, b) => key(a) - key(b)), distances };
}
