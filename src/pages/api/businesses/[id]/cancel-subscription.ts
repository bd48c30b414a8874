/**
 * POST /api/businesses/{id}/cancel-subscription (no body; owner only) → { message, cancelAt }.
 * Schedules the end at the later of 45 days from the first request and the end of the period already
 * paid; repeating it keeps that date. JSON only: the dashboard's Cancel Subscription
 * button asks for confirmation in the browser and posts here (without JavaScript it opens the Billing
 * page's confirmation step instead). `message` names the date and any charge still to come.
 */
import { site } from '#src/config/site.ts';
import { cancelDoneText } from '#src/features/payments/cancel-notice.ts';
import { json } from '#src/platform/server/http/json.ts';
import { scheduleCancellation } from '#src/features/payments/server/cancel.ts';
import { ownerBillingRoute } from '#src/features/payments/server/owner-route.ts';

export const prerender = false;

export const POST = ownerBillingRoute(async ({ businessId, userId }) => {
  const now = new Date();
  const result = await scheduleCancellation({ businessId, userId, now });
  const { cancelAt, scheduledNow } = result;
  const message = cancelDoneText(result, { cancelAt, requestedAt: now, alreadyScheduled: !scheduledNow }, site.timeZone);
  return json({ message, cancelAt: cancelAt.toISOString(), alreadyScheduled: !scheduledNow });
});
