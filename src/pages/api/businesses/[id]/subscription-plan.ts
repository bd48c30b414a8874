/**
 * POST /api/businesses/{id}/subscription-plan {subscriptionType} (owner only; JSON) → { message,
 * subscriptionType, currentPeriodEnd }: switches the live subscription between monthly and yearly
 * (Stripe: the item's price, `proration_behavior: 'always_invoice'`; test checkout: the same rule,
 * src/features/payments/billing-rules.ts). 403 another owner's listing, 404 unknown, 409 no live premium / same plan /
 * cancellation scheduled. Without JavaScript the billing page's form posts to /dashboard/billing/{id}.
 */
import { PLAN_SWITCHED } from '#src/features/payments/payments.ts';
import { switchPlanSchema } from '#src/features/payments/payments.schema.ts';
import { json, readJson } from '#src/platform/server/http/json.ts';
import { ownerBillingRoute } from '#src/features/payments/server/owner-route.ts';
import { switchPlan } from '#src/features/payments/server/self-service.ts';

export const prerender = false;

export const POST = ownerBillingRoute(async ({ businessId, userId, request }) => {
  const body = await readJson(request, switchPlanSchema);
  if (!body.ok) return body.response;
  const result = await switchPlan({ businessId, userId, subscriptionType: body.data.subscriptionType });
  return json({
    message: PLAN_SWITCHED(result.subscriptionType).description,
    subscriptionType: result.subscriptionType,
    currentPeriodEnd: result.currentPeriodEnd?.toISOString() ?? null,
  });
});
