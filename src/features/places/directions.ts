/**
 * Directions in the visitor's maps app: Google's cross-platform Maps URL (on a phone it opens the installed maps
 * app, elsewhere the web map) to a place's name and address with the town (src/platform/with-town.ts), which the app
 * shows as the destination. Bare coordinates only when nothing names the place: a pair of numbers tells a
 * visitor nothing. Browser-safe.
 */
import { withTown } from '#src/platform/with-town.ts';

const DIRECTIONS = 'https://www.google.com/maps/dir/?api=1&destination=';

export function directionsUrl(place: {
  text: string | null;
  latitude?: number | null;
  longitude?: number | null;
}): string | undefined {
  const text = withTown(place.text ?? '');
  if (text !== '') return `${DIRECTIONS}${encodeURIComponent(text)}`;
  if (place.latitude != null && place.longitude != null) return `${DIRECTIONS}${place.latitude},${place.longitude}`;
  return undefined;
}
