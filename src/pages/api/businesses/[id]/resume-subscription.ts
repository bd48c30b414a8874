/**
 * POST /api/businesses/{id}/resume-subscription (no body; owner only) → { message, renewsAt }: takes back
 * a scheduled cancellation before its date (Stripe: `cancel_at` cleared, `proration_behavior: 'none'`).
 * 403 another owner's listing, 404 unknown, 409 nothing scheduled or no live premium.
 */
import { CANCELLATION_UNDONE } from '#src/features/payments/payments.ts';
import { json } from '#src/platform/server/http/json.ts';
import { ownerBillingRoute } from '#src/features/payments/server/owner-route.ts';
import { undoCancellation } from '#src/features/payments/server/self-service.ts';

export const prerender = false;

export const POST = ownerBillingRoute(async ({ businessId, userId }) => {
  const { renewsAt } = await undoCancellation({ businessId, userId });
  return json({ message: CANCELLATION_UNDONE.description, renewsAt: renewsAt?.toISOString() ?? null });
});
