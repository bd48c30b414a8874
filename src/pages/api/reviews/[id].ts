/**
 * PATCH /api/reviews/{id} {rating, body}: the author edits their review; it goes back to moderation.
 * (POST takes the same form posted without JavaScript from the business page.)
 */
import type { APIRoute } from 'astro';
import { businessPath } from '@/lib/directory';
import { reviewSchema } from '@/lib/schemas/review';
import { readBody } from '@/server/auth/body';
import { requireUser } from '@/server/auth/guards';
import { findBusinessById } from '@/server/db/queries/owner-businesses';
import { jsonError, parseId } from '@/server/http/json';
import { answer, outcomeError } from '@/server/reviews/http';
import { editReview } from '@/server/reviews/reviews';

export const prerender = false;

const EDITED = 'Your review is updated and will appear again once our team has approved it.';

const edit: APIRoute = async (context) => {
  let back = '/dashboard';
  const reply = (result: Response | { status: number; body: unknown }) => answer(context, result, { back, success: EDITED });
  const auth = requireUser(context);
  if (auth instanceof Response) return reply(auth);
  const id = parseId(context.params.id);
  if (id === null) return reply(jsonError(400, 'Invalid review id'));
  const body = await readBody(context.request, reviewSchema);
  if (!body.ok) return reply(body.response);
  const outcome = editReview(auth.user, id, body.data);
  if (!outcome.ok) return reply(outcomeError(outcome));
  const business = findBusinessById({ id: outcome.value.businessId });
  if (business) back = `${businessPath(business)}#reviews`;
  const r = outcome.value;
  return reply({
    status: 200,
    body: { review: { id: r.id, businessId: r.businessId, rating: r.rating, body: r.body, status: r.status } },
  });
};

export const PATCH = edit;
export const POST = edit;
