/**
 * POST /api/reviews/{id}/reply {body}: the listing owner's public reply (201 first, 200 when replacing it).
 * JSON only: the owner's reviews page posts its form to itself.
 */
import type { APIRoute } from 'astro';
import { replySchema } from '@/lib/schemas/review';
import { requireUser } from '@/server/auth/guards';
import { json, jsonError, parseId, readJson } from '@/server/http/json';
import { outcomeError } from '@/server/reviews/http';
import { replyToReview } from '@/server/reviews/reviews';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const id = parseId(context.params.id);
  if (id === null) return jsonError(400, 'Invalid review id');
  const body = await readJson(context.request, replySchema);
  if (!body.ok) return body.response;
  const outcome = replyToReview(auth.user, id, body.data.body);
  if (!outcome.ok) return outcomeError(outcome);
  const r = outcome.value.review;
  return json(
    { reply: { reviewId: r.id, body: r.replyBody, updatedAt: r.replyUpdatedAt } },
    { status: outcome.value.created ? 201 : 200 },
  );
};
