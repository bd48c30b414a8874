/**
 * POST /api/businesses/{id}/featured-review {reviewId}: a premium owner features one approved review
 * (`reviewId: null` or "" for none). JSON only: the owner's reviews page posts its form to itself.
 */
import { userItemUpdate } from '@/server/api/user-item-route';
import { featureReviewSchema } from '@/lib/schemas/review';
import { json, jsonError } from '@/server/http/json';
import { featureReview } from '@/server/reviews/reviews';

export const prerender = false;

export const POST = userItemUpdate('business', featureReviewSchema, ({ user, id, body }) => {
  const outcome = featureReview(user, id, body.reviewId);
  if (!outcome.ok) return jsonError(outcome);
  return json({ featuredReviewId: body.reviewId });
});
