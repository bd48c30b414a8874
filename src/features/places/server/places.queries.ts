/** Map points of businesses and events and what the open-now and near-me filters read. */
import { and, eq } from 'drizzle-orm';
import { distanceKm, isOpenAt, type GeoPoint } from '#src/features/places/places.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { businesses, events, type Business } from '#src/platform/server/db/schema.ts';
import { PREMIUM_RANK_SQL } from '#src/features/payments/server/active-premium.queries.ts';

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

/** What open-now and near-me need of a business, as stored: hours are JSON text, parsed only when asked. */
interface PlaceRow {
  id: number;
  hours: string | null;
  /** Null unless premium applies: a lapsed listing's special hours stay hidden and do not count. */
  specialHours: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** The hours and points of the approved businesses among `ids`, read at each call so a write shows at once. */
function businessPlaces(ids: number[]): Map<number, PlaceRow> {
  const rows = getDb()
    .$client.prepare(
      `select id, hours, case when ${PREMIUM_RANK_SQL} = 0 then special_hours end as specialHours, latitude, longitude
       from businesses where approved = 1 and id in (select value from json_each(?))`,
    )
    .all(JSON.stringify(ids)) as PlaceRow[];
  return new Map(rows.map((p) => [p.id, p]));
}

/** Whether a listing is open at `openAt`, worked out once per distinct pair of hours texts (many listings share one). */
function openTest(openAt: Date, timeZone: string): (p: PlaceRow) => boolean {
  const known = new Map<string, boolean>();
  return (p) => {
    const key = `${p.hours}\u0000${p.specialHours}`;
    let open = known.get(key);
    if (open === undefined) {
      const hours = p.hours === null ? null : (JSON.parse(p.hours) as Business['hours']);
      const specialHours = p.specialHours === null ? null : (JSON.parse(p.specialHours) as Business['specialHours']);
      known.set(key, (open = isOpenAt({ hours, specialHours }, openAt, timeZone)));
    }
    return open;
  };
}

export interface PlaceOrder {
  ids: number[];
  /** Kilometres from the `near` point; null for a business without a point. Only with `near`. */
  distances?: Map<number, number | null>;
}

/**
 * Narrows `ids` (in public order) to those open at `openAt` and/or orders them by distance from `near`
 * (nearest first; businesses without a point keep their order after the others).
 */
export function orderByPlace(
  ids: number[],
  { openAt, near, timeZone }: { openAt?: Date; near?: GeoPoint; timeZone: string },
): PlaceOrder {
  const places = businessPlaces(ids);
  let out = ids;
  if (openAt) {
    const isOpen = openTest(openAt, timeZone);
    out = out.filter((id) => {
      const p = places.get(id);
      return !!p && isOpen(p);
    });
  }
  if (!near) return { ids: out };
  const distances = new Map<number, number | null>();
  for (const id of out) {
    const p = places.get(id);
    distances.set(
      id,
      p?.latitude != null && p.longitude != null
        ? Number(distanceKm(near, { latitude: p.latitude, longitude: p.longitude }).toFixed(2))
        : null,
    );
  }
  const key = (id: number) => distances.get(id) ?? Number.POSITIVE_INFINITY;
  return { ids: [...out].sort((a, b) => key(a) - key(b)), distances };
}
