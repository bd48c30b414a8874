/**
 * POST /api/businesses/{id}/cancel-subscription (no body; owner only) → { message, cancelAt }.
 * Schedules the end 45 days from the first request; repeating it keeps that date. JSON only: the
 * dashboard's Cancel Subscription button asks for confirmation in the browser and posts here.
 */
import { CANCEL_SUCCESS } from '@/lib/payments';
import { json } from '@/server/http/json';
import { scheduleCancellation } from '@/server/payments/cancel';
import { ownerBillingRoute } from '@/server/payments/owner-route';

export const prerender = false;

export const POST = ownerBillingRoute(async ({ businessId, userId }) => {
  const { cancelAt, scheduledNow } = await scheduleCancellation({ businessId, userId });
  return json({ message: CANCEL_SUCCESS.description, cancelAt: cancelAt.toISOString(), alreadyScheduled: !scheduledNow });
});
