/** Map points of businesses and events (issue 18), and what the open-now and near-me filters read. */
import { and, eq } from 'drizzle-orm';
import { getDb } from '../client';
import { businesses, events, type Business } from '../schema';

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
export type BusinessPlace = Pick<
  Business,
  'id' | 'hours' | 'specialHours' | 'plan' | 'subscriptionStatus' | 'latitude' | 'longitude'
>;

export function listBusinessPlaces(): BusinessPlace[] {
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
