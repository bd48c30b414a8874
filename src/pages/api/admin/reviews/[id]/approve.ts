/**
 * PATCH /api/admin/reviews/{id}/approve {approved, reason?}: publish or reject (the reason is mailed to
 * the reviewer); the owner is mailed when a review is published. POST takes the admin page's form.
 */
import type { APIRoute } from 'astro';
import { reviewDecisionSchema } from '@/lib/schemas/review';
import { readBody } from '@/server/auth/body';
import { requireAdmin } from '@/server/auth/guards';
import { jsonError, parseId } from '@/server/http/json';
import { answer, outcomeError } from '@/server/reviews/http';
import { decideReview } from '@/server/reviews/reviews';

export const prerender = false;

const decide: APIRoute = async (context) => {
  let success = 'Review updated';
  const reply = (result: Response | { status: number; body: unknown }) =>
    answer(context, result, { back: '/admin/reviews', success });
  const auth = requireAdmin(context);
  if (auth instanceof Response) return reply(auth);
  const id = parseId(context.params.id);
  if (id === null) return reply(jsonError(400, 'Invalid review id'));
  const body = await readBody(context.request, reviewDecisionSchema);
  if (!body.ok) return reply(body.response);
  const outcome = decideReview(id, body.data.approved, body.data.reason);
  if (!outcome.ok) return reply(outcomeError(outcome));
  success = body.data.approved ? 'Review approved successfully' : 'Review rejected successfully';
  const r = outcome.value;
  return reply({ status: 200, body: { message: success, review: { id: r.id, status: r.status, reason: r.reason } } });
};

export const PATCH = decide;
export const POST = decide;
