/**
 * GET /api/businesses/{id}/reviews: approved reviews `[{id, rating, body, authorName, createdAt, reply}]`.
 * POST {rating, body} (verified account, not the owner): 201 the pending review; 409 a second one; 403 own listing.
 * JSON only: the business page's form posts to /business/{id}/review without JavaScript.
 */
import type { APIRoute } from 'astro';
import { userItemUpdate } from '#src/platform/server/http/user-item-route.ts';
import { reviewSchema } from '#src/features/reviews/review.schema.ts';
import { getApprovedBusiness } from '#src/features/listings/server/businesses.queries.ts';
import { json, jsonError, parseId } from '#src/platform/server/http/json.ts';
import { publicReviews, submitReview } from '#src/features/reviews/server/reviews.ts';

export const prerender = false;

export const GET: APIRoute = ({ params }) => {
  const id = parseId(params.id);
  if (id === null) return jsonError(400, 'Invalid business id');
  if (!getApprovedBusiness({ id })) return jsonError(404, 'Business not found');
  return json(publicReviews(id));
};

export const POST = userItemUpdate('business', reviewSchema, ({ user, id, body }) => {
  const outcome = submitReview(user, id, body);
  if (!outcome.ok) return jsonError(outcome);
  const r = outcome.value;
  return json(
    { review: { id: r.id, businessId: r.businessId, rating: r.rating, body: r.body, status: r.status, createdAt: r.createdAt } },
    { status: 201 },
  );
});
