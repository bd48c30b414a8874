/** How offers read on pages: their dates in the site's zone, with the zone named (CST or CDT). Browser-safe. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** 'Sat, Dec 5, 11:59 PM CST'. */
export function offerMoment(iso: string, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f.format(new Date(iso));
}

/** The id of an offer's block on a page, the target of its links and of its JSON-LD `url`. */
export const offerAnchor = (id: number): string => `offer-${id}`;

/** The page "Show code" posts to without JavaScript: it shows the code (src/features/offers/server/reveal.ts). */
export const offerCodePath = (id: number): string => `/offers/${id}/code`;
