/**
 * PATCH /api/admin/reviews/{id}/approve {approved, reason?}: publish or reject (the reason is mailed to
 * the reviewer); the owner is mailed when a review is published. JSON only: the admin page's buttons
 * go through /admin/confirm (src/server/admin/actions.ts).
 */
import { reviewDecisionSchema } from '@/lib/schemas/review';
import { adminItemUpdate } from '@/server/admin/item-route';
import { json, jsonError } from '@/server/http/json';
import { decideReview } from '@/server/reviews/reviews';

export const prerender = false;

export const PATCH = adminItemUpdate('review', reviewDecisionSchema, ({ id, body, audit }) => {
  const outcome = decideReview(id, body.approved, body.reason, audit);
  if (!outcome.ok) return jsonError(outcome);
  const message = body.approved ? 'Review approved successfully' : 'Review rejected successfully';
  const r = outcome.value;
  return json({ message, review: { id: r.id, status: r.status, reason: r.reason } });
});
