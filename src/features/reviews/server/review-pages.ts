/**
 * What the no-JavaScript review pages show: /business/{id}/review (write or edit one's review) and
 * /business/{id}/report?review= (report one published review). Null: no such public listing or review.
 */
import { businessPath, parseBusinessRouteId } from '#src/features/directory/directory.ts';
import type { PublicReview } from '#src/features/reviews/review.schema.ts';
import { getApprovedBusiness } from '#src/features/listings/server/businesses.queries.ts';
import { loadBusinessReviews, type BusinessReviews } from './business-reviews.ts';

interface ReviewPage {
  business: { id: number; name: string; path: string };
  viewer: BusinessReviews['viewer'];
  reviews: PublicReview[];
}

export function loadReviewPage(idParam: string | undefined, viewer: App.Locals['user'] | null | undefined): ReviewPage | null {
  const id = parseBusinessRouteId(idParam);
  const business = id === null ? undefined : getApprovedBusiness({ id });
  if (!business) return null;
  const data = loadBusinessReviews(business, viewer);
  return {
    business: { id: business.id, name: business.name, path: businessPath(business) },
    viewer: data.viewer,
    reviews: data.reviews,
  };
}
