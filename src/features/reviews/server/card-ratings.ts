/**
 * Ratings for lists of listings (directory cards, GET /api/businesses): one grouped query per list,
 * the same average and count as the business page (approved reviews only).
 */
import type { RatingSummary } from '#src/features/reviews/review.schema.ts';
import { getRatingSummaries } from './reviews.queries.ts';

export function withRatings<T extends { id: number }>(items: T[]): (T & { rating: RatingSummary })[] {
  const summaries = getRatingSummaries({ businessIds: items.map((b) => b.id) });
  return items.map((b) => {
    const s = summaries.get(b.id);
    return { ...b, rating: s ? { average: Math.round(s.average * 10) / 10, count: s.count } : { average: null, count: 0 } };
  });
}
