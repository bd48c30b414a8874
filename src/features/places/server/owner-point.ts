/**
 * What an owner's save does to the listing's map point:
 * - a pin the owner moved (or cleared) is theirs: on a live listing it waits for review with the name,
 *   category and description (a wrong pin sends visitors to the wrong place), elsewhere it applies;
 * - a new address without a moved pin forgets the old point and is geocoded after the save.
 * An unchanged point sent back by the form (it always posts both fields) counts as not moved.
 */
import type { BusinessUpdateInput } from '#src/features/listings/business.schema.ts';
import type { Business } from '#src/platform/server/db/schema.ts';

export interface PointChanges {
  changes: { latitude?: number | null; longitude?: number | null };
  /** The owner moved the pin: reviewed on a live listing. */
  review: boolean;
  /** Look the new address up once the save is done. */
  geocode: boolean;
}

export function pointChanges(
  current: Pick<Business, 'address' | 'latitude' | 'longitude'>,
  input: BusinessUpdateInput,
): PointChanges {
  const moved = input.latitude !== undefined && (input.latitude !== current.latitude || input.longitude !== current.longitude);
  if (moved) return { changes: { latitude: input.latitude, longitude: input.longitude }, review: true, geocode: false };
  const newAddress = input.address !== undefined && input.address !== current.address;
  if (newAddress) return { changes: { latitude: null, longitude: null }, review: false, geocode: input.address !== null };
  return { changes: {}, review: false, geocode: false };
}
