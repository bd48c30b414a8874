/** What the business page shows about reviews: the approved ones, the rating, and the viewer's own review and rights. */
import type { PublicReview, RatingSummary } from '#src/features/reviews/review.schema.ts';
import { findReviewByAuthor } from './reviews.queries.ts';
import type { Review } from '#src/platform/server/db/schema.ts';
import { publicReviews, ratingSummary } from './reviews.ts';
import { ownsCompetingListing } from './conflicts.ts';

type ReviewerState = 'anonymous' | 'unverified' | 'owner' | 'competitor' | 'can-review' | 'has-review';

export interface BusinessReviews {
  reviews: PublicReview[];
  rating: RatingSummary;
  viewer: { state: ReviewerState; own?: Pick<Review, 'id' | 'rating' | 'body' | 'status' | 'reason'> };
}

export function loadBusinessReviews(
  business: { id: number; ownerId: number | null; category: string },
  viewer: App.Locals['user'] | null | undefined,
): BusinessReviews {
  const reviews = publicReviews(business.id);
  const rating = ratingSummary(business.id);
  if (!viewer) return { reviews, rating, viewer: { state: 'anonymous' } };
  if (viewer.id === business.ownerId) return { reviews, rating, viewer: { state: 'owner' } };
  if (ownsCompetingListing(viewer.id, business)) return { reviews, rating, viewer: { state: 'competitor' } };
  const own = findReviewByAuthor({ businessId: business.id, userId: viewer.id });
  if (own) return { reviews, rating, viewer: { state: 'has-review', own } };
  return { reviews, rating, viewer: { state: viewer.emailVerifiedAt ? 'can-review' : 'unverified' } };
}
