/**
 * Data for /business-directory: one call from the page. Lenient by design (a page, not an API):
 * an unknown category or page number falls back to a sensible default instead of an error.
 */
import { toCardData, type BusinessCardData } from '#src/features/directory/business-card.ts';
import { DIRECTORY_PAGE_SIZE, type DirectoryQuery } from '#src/features/directory/directory.ts';
import { findApprovedBusinesses, toPublicBusiness } from '#src/features/listings/server/businesses.queries.ts';
import { errorText, logger } from '#src/platform/server/log.ts';
import { withRatings } from '#src/features/reviews/server/card-ratings.ts';
import { secondsUntilOffersChange, withOffers } from '#src/features/offers/server/current.ts';
import { withClosingTimes } from '#src/features/places/server/closing-times.ts';

export interface DirectoryPageData {
  status: 'ready' | 'error';
  items: BusinessCardData[];
  total: number;
  page: number;
  /** For the page's Cache-Control: seconds until an offer shown on a card ends (or one starts). */
  untilSeconds?: number;
}

export function loadDirectoryPage(query: DirectoryQuery, now = new Date()): DirectoryPageData {
  const filter = {
    q: query.q,
    categories: query.category?.slugs,
    anyOf: query.topic?.anyOf,
    sort: query.sort || undefined,
    openAt: query.open ? new Date() : undefined,
    near: query.near,
    attributes: query.attributes,
    limit: DIRECTORY_PAGE_SIZE,
  };
  try {
    let page = query.page;
    let result = findApprovedBusinesses({ ...filter, offset: (page - 1) * DIRECTORY_PAGE_SIZE });
    // A page past the end (an old link after listings were removed) shows the last page instead.
    if (result.items.length === 0 && result.total > 0) {
      page = Math.ceil(result.total / DIRECTORY_PAGE_SIZE);
      result = findApprovedBusinesses({ ...filter, offset: (page - 1) * DIRECTORY_PAGE_SIZE });
    }
    const distances = result.distances;
    const listed = withOffers(withRatings(result.items.map(toPublicBusiness)), now);
    // Open now: each card says when it closes.
    const items = (filter.openAt ? withClosingTimes(listed, filter.openAt) : listed)
      .map((b) => (distances ? { ...b, distanceKm: distances.get(b.id) ?? null } : b))
      .map(toCardData);
    return { status: 'ready', items, total: result.total, page, untilSeconds: secondsUntilOffersChange(now) };
  } catch (error) {
    logger.error({ err: errorText(error) }, '[directory] listing failed');
    return { status: 'error', items: [], total: 0, page: 1 };
  }
}
