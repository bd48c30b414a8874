/**
 * A listing's map point as the owner sets it (a moved pin, or two number fields without JavaScript).
 * Browser-safe: shared by the editor island, the no-JS form and PATCH /api/businesses/{id}.
 */
import { z } from 'zod';

export const pointMessages = {
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
  both: 'Give both latitude and longitude, or leave both empty',
} as const;

/** Numbers from JSON or digit strings from a form; an empty field is null (no point). */
const coordinate = (limit: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v.trim())) : v),
    z
      .number({ error: message })
      .min(-limit, message)
      .max(limit, message)
      // Six decimals are ~10 cm, finer than any pin a finger can place.
      .transform((n) => Number(n.toFixed(6)))
      .nullable(),
  );

export const latitudeField = coordinate(90, pointMessages.latitude);
export const longitudeField = coordinate(180, pointMessages.longitude);

/** Both given, both cleared or neither touched; a lone latitude is a mistake worth telling. */
export function pointIsComplete(v: { latitude?: number | null; longitude?: number | null }): boolean {
  return (v.latitude === undefined) === (v.longitude === undefined) && (v.latitude === null) === (v.longitude === null);
}
