/**
 * A place as maps, calendars and geocoders should get it: listings and events store addresses as owners type
 * them ("Community Park, 700 W Avenue A"), without the town, which an app elsewhere would then look for in its
 * own town. Browser-safe.
 */
import { site } from '#src/config/site.ts';

/** The place with ", Port Aransas, TX" added, unless it already names the town or has a ZIP code; blank stays blank. */
export function withTown(place: string): string {
  const text = place.replace(/\s+/g, ' ').trim();
  if (text === '') return text;
  const hasPlace = /\b\d{5}(?:-\d{4})?\b/.test(text) || text.toLowerCase().includes(site.city.toLowerCase());
  return hasPlace ? text : `${text}, ${site.city}, ${site.stateCode}`;
}
