/**
 * GET /api/businesses/{id}/reviews: approved reviews `[{id, rating, body, authorName, createdAt, reply}]`.
 * POST {rating, body} (verified account, not the owner): 201 the pending review; 409 a second one; 403 own listing.
 * The business page's form posts here without JavaScript too.
 */
import type { APIRoute } from 'astro';
import { businessPath } from '@/lib/directory';
import { reviewSchema, reviewText } from '@/lib/schemas/review';
import { readBody } from '@/server/auth/body';
import { requireUser } from '@/server/auth/guards';
import { getApprovedBusiness } from '@/server/db/queries/businesses';
import { json, jsonError, parseId } from '@/server/http/json';
import { answer, outcomeError } from '@/server/reviews/http';
import { publicReviews, submitReview } from '@/server/reviews/reviews';

export const prerender = false;

export const GET: APIRoute = ({ params }) => {
  const id = parseId(params.id);
  if (id === null) return jsonError(400, 'Invalid business id');
  if (!getApprovedBusiness({ id })) return jsonError(404, 'Business not found');
  return json(publicReviews(id));
};

export const POST: APIRoute = async (context) => {
  const id = parseId(context.params.id);
  const business = id === null ? undefined : getApprovedBusiness({ id });
  const back = business ? `${businessPath(business)}#reviews` : '/business-directory';
  const reply = (result: Response | { status: number; body: unknown }) =>
    answer(context, result, { back, success: reviewText.submitted });
  const auth = requireUser(context);
  if (auth instanceof Response) return reply(auth);
  if (id === null) return reply(jsonError(400, 'Invalid business id'));
  const body = await readBody(context.request, reviewSchema);
  if (!body.ok) return reply(body.response);
  const outcome = submitReview(auth.user, id, body.data);
  if (!outcome.ok) return reply(outcomeError(outcome));
  const r = outcome.value;
  return reply({
    status: 201,
    body: {
      review: { id: r.id, businessId: r.businessId, rating: r.rating, body: r.body, status: r.status, createdAt: r.createdAt },
    },
  });
};
