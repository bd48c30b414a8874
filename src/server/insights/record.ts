/**
 * Turns requests into counts: page views of /business/{id}, impressions of the listings a directory
 * or search page showed (with the search term), and outbound clicks. Called after the response is
 * decided (middleware for rendered pages, the HTTP server's hook for cache hits, /go/* for clicks);
 * it only touches memory (counters.ts flushes), so it adds no database write to any request.
 */
import { INSIGHT_METRICS, type InsightMetric } from '@/lib/insights';
import { parseBusinessRouteId } from '@/lib/directory';
import { getApprovedBusiness } from '@/server/db/queries/businesses';
import { env } from '@/server/env';
import { ClientCap } from './client-cap';
import { countEvent, countImpressions } from './counters';
import { localDate } from './local-date';
import { recallResultListing } from './result-listings';
import { isHumanNavigation, type HeaderGet } from './visitor';

export interface Visit {
  get: HeaderGet;
  ip: string;
  /** The signed-in user, if any: a listing's owner (and staff) never count toward it. */
  viewer: { id: number; role: string } | null;
}

const cap = new ClientCap();
/** Read once: process.env lookups cost microseconds on every request, and the setting is fixed at start. */
const counting = env.insightsCounting;
const KIND = new Map(INSIGHT_METRICS.map((m, i) => [m, i]));

/** Of `ids`, those this visit may add a `metric` count to (a person, within the per-address cap). */
function admitted(visit: Visit, metric: InsightMetric, ids: readonly number[], now: number): number[] {
  if (!counting || !isHumanNavigation(visit.get)) return [];
  return cap.admit(visit.ip, localDate(now), KIND.get(metric)!, ids);
}

function isOwnOrStaff(viewer: Visit['viewer'], ownerId: number | null | undefined): boolean {
  return viewer !== null && (viewer.role === 'admin' || viewer.id === ownerId);
}

const BUSINESS_PAGE = /^\/business\/([^/]+)$/;
/** Pages (and the directory island's API calls, `from=directory`) whose result lists are remembered. */
const RESULT_PAGES = new Set(['/business-directory', '/search', '/api/businesses']);

/** A 200 GET of a public page: counts a view or the impressions it carried. */
export function recordPageView(pathname: string, search: string, visit: Visit, now = Date.now()): void {
  if (!counting) return;
  const page = BUSINESS_PAGE.exec(pathname);
  if (page) {
    const id = parseBusinessRouteId(page[1]);
    if (id === null) return;
    // Only signed-in requests need the owner (anonymous ones cannot be the owner): no lookup otherwise.
    if (visit.viewer && isOwnOrStaff(visit.viewer, getApprovedBusiness({ id })?.ownerId)) return;
    if (admitted(visit, 'views', [id], now).length > 0) countEvent(id, 'views', now);
    return;
  }
  if (!RESULT_PAGES.has(pathname)) return;
  const listing = recallResultListing(pathname + search);
  if (!listing || listing.ids.length === 0 || visit.viewer?.role === 'admin') return;
  // Each listing shown is capped on its own: another search cannot add to the same listing past the cap.
  const shown = admitted(visit, 'impressions', listing.ids, now);
  if (shown.length > 0) countImpressions(shown, listing.term, now);
}

/** An outbound click through /go/{id}/{kind}. */
export function recordClick(
  businessId: number,
  ownerId: number | null,
  metric: InsightMetric,
  visit: Visit,
  now = Date.now(),
): void {
  if (!counting || isOwnOrStaff(visit.viewer, ownerId)) return;
  if (admitted(visit, metric, [businessId], now).length > 0) countEvent(businessId, metric, now);
}
