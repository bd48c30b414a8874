/**
 * POST /api/businesses/{id}/subscription-plan {subscriptionType} (owner only; JSON) → { message,
 * subscriptionType, currentPeriodEnd }: switches the live subscription between monthly and yearly
 * (Stripe: the item's price, `proration_behavior: 'always_invoice'`; test checkout: the same rule,
 * src/lib/billing-rules.ts). 403 another owner's listing, 404 unknown, 409 no live premium / same plan /
 * cancellation scheduled. Without JavaScript the billing page's form posts to /dashboard/billing/{id}.
 */
import { PLAN_SWITCHED } from '@/lib/payments';
import { switchPlanSchema } from '@/lib/schemas/payments';
import { json, readJson } from '@/server/http/json';
import { ownerBillingRoute } from '@/server/payments/owner-route';
import { switchPlan } from '@/server/payments/self-service';

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
