/**
 * The view beacon: a page tells the site it was seen, so that a page served from a shared cache still
 * counts for its listings' insights (src/features/insights/server/seen.ts counts it).
 */
const SEEN_PATH = '/api/insights/seen';

/** The beacon's address for `page` (a path with its query); also the no-JavaScript image's. */
export const seenUrl = (page: string): string => `${SEEN_PATH}?page=${encodeURIComponent(page)}`;

/** Reports `page` (this page by default) seen; a prerendered page only once it is actually shown. */
export function reportSeen(page = location.pathname + location.search): void {
  if (!('sendBeacon' in navigator)) return;
  const send = () => navigator.sendBeacon(seenUrl(page));
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', send, { once: true });
  } else send();
}
