/**
 * PATCH /api/reviews/{id} {rating, body}: the author edits their review; it goes back to moderation.
 * JSON only: the business page's form posts to /business/{id}/review without JavaScript.
 */
import type { APIRoute } from 'astro';
import { reviewSchema } from '@/lib/schemas/review';
import { requireUser } from '@/server/auth/guards';
import { json, jsonError, parseId, readJson } from '@/server/http/json';
import { outcomeError } from '@/server/reviews/http';
import { editReview } from '@/server/reviews/reviews';

export const prerender = false;

export const PATCH: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const id = parseId(context.params.id);
  if (id === null) return jsonError(400, 'Invalid review id');
  const body = await readJson(context.request, reviewSchema);
  if (!body.ok) return body.response;
  const outcome = editReview(auth.user, id, body.data);
  if (!outcome.ok) return outcomeError(outcome);
  const r = outcome.value;
  return json({ review: { id: r.id, businessId: r.businessId, rating: r.rating, body: r.body, status: r.status } });
};
