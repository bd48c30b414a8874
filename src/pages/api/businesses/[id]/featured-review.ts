/**
 * POST /api/businesses/{id}/featured-review {reviewId}: a premium owner features one approved review
 * (`reviewId: null` or "" for none). JSON only: the owner's reviews page posts its form to itself.
 */
import { userItemUpdate } from '#src/platform/server/http/user-item-route.ts';
import { featureReviewSchema } from '#src/features/reviews/review.schema.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { featureReview } from '#src/features/reviews/server/reviews.ts';

export const prerender = false;

export const POST = userItemUpdate('business', featureReviewSchema, ({ user, id, body }) => {
  const outcome = featureReview(user, id, body.reviewId);
  if (!outcome.ok) return jsonError(outcome);
  return json({ featuredReviewId: body.reviewId });
});
