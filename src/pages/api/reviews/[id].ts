/**
 * PATCH /api/reviews/{id} {rating, body}: the author edits their review; it goes back to moderation.
 * JSON only: the business page's form posts to /business/{id}/review without JavaScript.
 */
import { userItemUpdate } from '#src/platform/server/http/user-item-route.ts';
import { reviewSchema } from '#src/features/reviews/review.schema.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { editReview } from '#src/features/reviews/server/reviews.ts';

export const prerender = false;

export const PATCH = userItemUpdate('review', reviewSchema, ({ user, id, body }) => {
  const outcome = editReview(user, id, body);
  if (!outcome.ok) return jsonError(outcome);
  const r = outcome.value;
  return json({ review: { id: r.id, businessId: r.businessId, rating: r.rating, body: r.body, status: r.status } });
});
