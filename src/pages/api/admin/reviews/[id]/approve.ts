/**
 * PATCH /api/admin/reviews/{id}/approve {approved, reason?}: publish or reject (the reason is mailed to
 * the reviewer); the owner is mailed when a review is published. JSON only: the admin page's buttons
 * go through /admin/confirm (src/server/admin/actions.ts).
 */
import type { APIRoute } from 'astro';
import { reviewDecisionSchema } from '@/lib/schemas/review';
import { requireAdmin } from '@/server/auth/guards';
import { json, jsonError, parseId, readJson } from '@/server/http/json';
import { auditOf } from '@/server/owners/http';
import { outcomeError } from '@/server/reviews/http';
import { decideReview } from '@/server/reviews/reviews';

export const prerender = false;

export const PATCH: APIRoute = async (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  const id = parseId(context.params.id);
  if (id === null) return jsonError(400, 'Invalid review id');
  const body = await readJson(context.request, reviewDecisionSchema);
  if (!body.ok) return body.response;
  const outcome = decideReview(id, body.data.approved, body.data.reason, auditOf(context, auth.user.id));
  if (!outcome.ok) return outcomeError(outcome);
  const message = body.data.approved ? 'Review approved successfully' : 'Review rejected successfully';
  const r = outcome.value;
  return json({ message, review: { id: r.id, status: r.status, reason: r.reason } });
};
