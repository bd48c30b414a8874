/**
 * Turns what browsers report into counts: a view of /business/{id}, the impressions of the listings a
 * directory or search page showed (with the search term), and outbound clicks. Pages may come from a
 * shared cache, so a page is counted when the browser reports it seen (./seen.ts), never when it is
 * rendered; clicks are counted by /go/*, which is never cached. It only touches memory (counters.ts
 * flushes), so it adds no database write to any request.
 */
import { INSIGHT_METRICS, type InsightMetric } from '#src/features/insights/insights.ts';
import { parseBusinessRouteId } from '#src/features/directory/directory.ts';
import { getApprovedBusiness } from '#src/features/listings/server/businesses.queries.ts';
import { env } from '#src/config/env.ts';
import { ClientCap } from './client-cap.ts';
import { countEvent, countImpressions } from './counters.ts';
import { localDate } from './local-date.ts';
import { shownListings } from './result-listings.ts';
import { isHumanNavigation, type HeaderGet } from './visitor.ts';

export interface Visit {
  get: HeaderGet;
  ip: string;
  /** The signed-in user, if any: a listing's owner (and staff) never count toward it. */
  viewer: { id: number; role: string } | null;
}

const cap = new ClientCap();
/** Read once: the setting is fixed at start. */
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
const RESULT_PAGES = new Set(['/business-directory', '/search']);

/** The listing id of a business page's URL, or null. */
function businessPageId(page: URL): number | null {
  const match = BUSINESS_PAGE.exec(page.pathname);
  return match ? parseBusinessRouteId(match[1]) : null;
}

/** Whether `page` is one that counts when seen: a business, directory or search page. */
export function isCountedPage(page: URL): boolean {
  return businessPageId(page) !== null || RESULT_PAGES.has(page.pathname);
}

/**
 * A page a browser reports seen: a business page counts a view, a directory or search page the
 * impressions of the listings it shows.
 */
export async function recordSeen(page: URL, visit: Visit, now = Date.now()): Promise<void> {
  // The cheap checks first: a listing is looked up (or a search run) only for a visit that can count.
  if (!counting || !isHumanNavigation(visit.get)) return;
  const id = businessPageId(page);
  if (id !== null) {
    const listing = getApprovedBusiness({ id });
    if (!listing || isOwnOrStaff(visit.viewer, listing.ownerId)) return;
    if (admitted(visit, 'views', [id], now).length > 0) countEvent(id, 'views', now);
    return;
  }
  if (!RESULT_PAGES.has(page.pathname) || visit.viewer?.role === 'admin') return;
  const shown = await shownListings(page);
  if (!shown || shown.ids.length === 0) return;
  // Each listing shown is capped on its own: another search cannot add to the same listing past the cap.
  const counted = admitted(visit, 'impressions', shown.ids, now);
  if (counted.length > 0) countImpressions(counted, shown.term, now);
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
