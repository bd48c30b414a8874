/**
 * PATCH /api/admin/reviews/{id}/approve {approved, reason?}: publish or reject (the reason is mailed to
 * the reviewer); the owner is mailed when a review is published. JSON only: the admin page's buttons
 * go through /admin/confirm (src/features/admin/server/actions.ts).
 */
import { reviewDecisionSchema } from '#src/features/reviews/review.schema.ts';
import { adminItemUpdate } from '#src/features/admin/server/item-route.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { decideReview } from '#src/features/reviews/server/reviews.ts';

export const prerender = false;

export const PATCH = adminItemUpdate('review', reviewDecisionSchema, ({ id, body, audit }) => {
  const outcome = decideReview(id, body.approved, body.reason, audit);
  if (!outcome.ok) return jsonError(outcome);
  const message = body.approved ? 'Review approved successfully' : 'Review rejected successfully';
  const r = outcome.value;
  return json({ message, review: { id: r.id, status: r.status, reason: r.reason } });
});
