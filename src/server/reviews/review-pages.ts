/**
 * What the no-JavaScript review pages show: /business/{id}/review (write or edit one's review) and
 * /business/{id}/report?review= (report one published review). Null: no such public listing or review.
 */
import { businessPath, parseBusinessRouteId } from '@/lib/directory';
import type { PublicReview } from '@/lib/schemas/review';
import { getApprovedBusiness } from '@/server/db/queries/businesses';
import { loadBusinessReviews, type BusinessReviews } from './business-reviews';

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
