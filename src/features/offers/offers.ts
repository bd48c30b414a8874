/** How offers read on pages: their dates in the site's zone, with the zone named (CST or CDT). Browser-safe. */
import { formatShortDate, formatTime, zoneAbbreviation } from '#src/platform/format.ts';

/** 'Sat, Dec 05, 11:59 PM CST': the site's date format with the weekday, then the time. */
export function offerMoment(iso: string, timeZone: string): string {
  const at = new Date(iso);
  return `${formatShortDate(at, timeZone, { weekday: true, year: false })}, ${formatTime(at, timeZone)} ${zoneAbbreviation(at, timeZone)}`;
}

/** The id of an offer's block on a page, the target of its links and of its JSON-LD `url`. */
export const offerAnchor = (id: number): string => `offer-${id}`;

/** The page "Show code" posts to without JavaScript: it shows the code (src/features/offers/server/reveal.ts). */
export const offerCodePath = (id: number): string => `/offers/${id}/code`;
