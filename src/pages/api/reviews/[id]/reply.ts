/** POST /api/reviews/{id}/reply {body}: the listing owner's public reply (201 first, 200 when replacing it). */
import type { APIRoute } from 'astro';
import { replySchema } from '@/lib/schemas/review';
import { readBody } from '@/server/auth/body';
import { requireUser } from '@/server/auth/guards';
import { jsonError, parseId } from '@/server/http/json';
import { answer, outcomeError } from '@/server/reviews/http';
import { replyToReview } from '@/server/reviews/reviews';
import { findReviewById } from '@/server/db/queries/reviews';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const id = parseId(context.params.id);
  const review = id === null ? undefined : findReviewById({ id });
  const back = review ? `/dashboard/businesses/${review.businessId}/reviews` : '/dashboard';
  const reply = (result: Response | { status: number; body: unknown }) =>
    answer(context, result, { back, success: 'Your reply is published.' });
  const auth = requireUser(context);
  if (auth instanceof Response) return reply(auth);
  if (id === null) return reply(jsonError(400, 'Invalid review id'));
  const body = await readBody(context.request, replySchema);
  if (!body.ok) return reply(body.response);
  const outcome = replyToReview(auth.user, id, body.data.body);
  if (!outcome.ok) return reply(outcomeError(outcome));
  const r = outcome.value.review;
  return reply({
    status: outcome.value.created ? 201 : 200,
    body: { reply: { reviewId: r.id, body: r.replyBody, updatedAt: r.replyUpdatedAt } },
  });
};
