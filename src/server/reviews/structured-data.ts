/**
 * Ratings in the LocalBusiness JSON-LD: aggregateRating and up to 5 reviews, from approved reviews
 * only (Google's review-snippet rules: nothing when there is no approved review).
 */
import type { PublicReview, RatingSummary } from '@/lib/schemas/review';

export function withReviewsJsonLd(
  business: Record<string, unknown>,
  rating: RatingSummary,
  reviews: PublicReview[],
): Record<string, unknown> {
  if (rating.count === 0 || rating.average === null) return business;
  return {
    ...business,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.slice(0, 5).map((r) => ({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      author: { '@type': 'Person', name: r.authorName },
      datePublished: r.createdAt.slice(0, 10),
      reviewBody: r.body,
    })),
  };
}
