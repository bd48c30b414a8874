/** Map points of businesses and events (issue 18), and what the open-now and near-me filters read. */
import { and, eq } from 'drizzle-orm';
import { distanceKm, isOpenAt, type GeoPoint } from '@/lib/places';
import { getDb } from '@/server/db/client';
import { dataVersion } from '@/server/db/data-version';
import { businesses, events, type Business } from '@/server/db/schema';

export interface PointValue {
  latitude: number | null;
  longitude: number | null;
}

/**
 * A geocoded point, written only while the business still has the address it was looked up for
 * (an owner may have changed it again while the lookup ran). True when written.
 */
export function setBusinessPointForAddress({ id, address, point }: { id: number; address: string; point: PointValue }): boolean {
  return (
    getDb()
      .update(businesses)
      .set({ ...point, updatedAt: new Date() })
      .where(and(eq(businesses.id, id), eq(businesses.address, address)))
      .run().changes === 1
  );
}

/** Same for an event and its location text. */
export function setEventPointForLocation({ id, location, point }: { id: number; location: string; point: PointValue }): boolean {
  return (
    getDb()
      .update(events)
      .set({ ...point, updatedAt: new Date() })
      .where(and(eq(events.id, id), eq(events.location, location)))
      .run().changes === 1
  );
}

/** What open-now and near-me need of every approved business, without descriptions. */
type BusinessPlace = Pick<Business, 'id' | 'hours' | 'specialHours' | 'plan' | 'subscriptionStatus' | 'latitude' | 'longitude'>;

function listBusinessPlaces(): BusinessPlace[] {
  return getDb()
    .select({
      id: businesses.id,
      hours: businesses.hours,
      specialHours: businesses.specialHours,
      plan: businesses.plan,
      subscriptionStatus: businesses.subscriptionStatus,
      latitude: businesses.latitude,
      longitude: businesses.longitude,
    })
    .from(businesses)
    .where(eq(businesses.approved, true))
    .all();
}

let cached: { version: string; byId: Map<number, BusinessPlace> } | undefined;

/** Every approved business's hours and point, read once per data version (any write re-reads). */
function businessPlaces(): Map<number, BusinessPlace> {
  const version = dataVersion(getDb().$client);
  if (cached?.version !== version) cached = { version, byId: new Map(listBusinessPlaces().map((p) => [p.id, p])) };
  return cached.byId;
}

const premiumApplies = (p: BusinessPlace) =>
  p.plan === 'premium' && (p.subscriptionStatus === 'active' || p.subscriptionStatus === 'trialing');

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
  const places = businessPlaces();
  let out = ids;
  if (openAt)
    out = out.filter((id) => {
      const p = places.get(id);
      // Special hours are premium: a lapsed listing's stay hidden and do not count (DESIGN §2.20).
      return !!p && isOpenAt({ hours: p.hours, specialHours: premiumApplies(p) ? p.specialHours : null }, openAt, timeZone);
    });
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
