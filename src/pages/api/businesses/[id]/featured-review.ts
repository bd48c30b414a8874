/** POST /api/businesses/{id}/featured-review {reviewId}: a premium owner features one approved review (`reviewId: null` or "" for none). */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { readBody } from '@/server/auth/body';
import { requireUser } from '@/server/auth/guards';
import { jsonError, parseId } from '@/server/http/json';
import { answer, outcomeError } from '@/server/reviews/http';
import { featureReview } from '@/server/reviews/reviews';

export const prerender = false;

const featureSchema = z.object({
  reviewId: z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ invalid_type_error: 'reviewId must be a review id or null' }).int().positive().nullable(),
  ),
});

export const POST: APIRoute = async (context) => {
  const id = parseId(context.params.id);
  const back = id === null ? '/dashboard' : `/dashboard/businesses/${id}/reviews`;
  const reply = (result: Response | { status: number; body: unknown }) =>
    answer(context, result, { back, success: 'Featured review updated.' });
  const auth = requireUser(context);
  if (auth instanceof Response) return reply(auth);
  if (id === null) return reply(jsonError(400, 'Invalid business id'));
  const body = await readBody(context.request, featureSchema);
  if (!body.ok) return reply(body.response);
  const outcome = featureReview(auth.user, id, body.data.reviewId);
  if (!outcome.ok) return reply(outcomeError(outcome));
  return reply({ status: 200, body: { featuredReviewId: body.data.reviewId } });
};
