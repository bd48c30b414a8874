/**
 * POST /api/reviews/{id}/reply {body}: the listing owner's public reply (201 first, 200 when replacing it).
 * JSON only: the owner's reviews page posts its form to itself.
 */
import { userItemUpdate } from '@/server/api/user-item-route';
import { replySchema } from '@/lib/schemas/review';
import { json, jsonError } from '@/server/http/json';
import { replyToReview } from '@/server/reviews/reviews';

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
