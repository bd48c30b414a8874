/**
 * POST /api/businesses/{id}/featured-review {reviewId}: a premium owner features one approved review
 * (`reviewId: null` or "" for none). JSON only: the owner's reviews page posts its form to itself.
 */
import type { APIRoute } from 'astro';
import { featureReviewSchema } from '@/lib/schemas/review';
import { requireUser } from '@/server/auth/guards';
import { json, jsonError, parseId, readJson } from '@/server/http/json';
import { outcomeError } from '@/server/reviews/http';
import { featureReview } from '@/server/reviews/reviews';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const id = parseId(context.params.id);
  if (id === null) return jsonError(400, 'Invalid business id');
  const body = await readJson(context.request, featureReviewSchema);
  if (!body.ok) return body.response;
  const outcome = featureReview(auth.user, id, body.data.reviewId);
  if (!outcome.ok) return outcomeError(outcome);
  return json({ featuredReviewId: body.data.reviewId });
};
