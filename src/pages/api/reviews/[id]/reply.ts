/**
 * POST /api/reviews/{id}/reply {body}: the listing owner's public reply (201 first, 200 when replacing it).
 * JSON only: the owner's reviews page posts its form to itself.
 */
import { userItemUpdate } from '#src/platform/server/http/user-item-route.ts';
import { replySchema } from '#src/features/reviews/review.schema.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { replyToReview } from '#src/features/reviews/server/reviews.ts';

export const prerender = false;

export const POST = userItemUpdate('review', replySchema, ({ user, id, body }) => {
  const outcome = replyToReview(user, id, body.body);
  if (!outcome.ok) return jsonError(outcome);
  const r = outcome.value.review;
  return json(
    { reply: { reviewId: r.id, body: r.replyBody, updatedAt: r.replyUpdatedAt } },
    { status: outcome.value.created ? 201 : 200 },
  );
});
