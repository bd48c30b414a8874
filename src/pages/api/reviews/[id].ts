/**
 * PATCH /api/reviews/{id} {rating, body}: the author edits their review; it goes back to moderation.
 * JSON only: the business page's form posts to /business/{id}/review without JavaScript.
 */
import { userItemUpdate } from '@/server/api/user-item-route';
import { reviewSchema } from '@/lib/schemas/review';
import { json, jsonError } from '@/server/http/json';
import { editReview } from '@/server/reviews/reviews';

export const prerender = false;

export const PATCH = userItemUpdate('review', reviewSchema, ({ user, id, body }) => {
  const outcome = editReview(user, id, body);
  if (!outcome.ok) return jsonError(outcome);
  const r = outcome.value;
  return json({ review: { id: r.id, businessId: r.businessId, rating: r.rating, body: r.body, status: r.status } });
});
