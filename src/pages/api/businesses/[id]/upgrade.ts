/**
 * POST /api/businesses/{id}/upgrade {subscriptionType} → { checkoutUrl }: premium for an existing
 * listing the user owns (free, unpaid or ended). JSON only: without JavaScript the plan form posts to
 * /dashboard/businesses/{id}/upgrade (src/features/payments/server/upgrade-form.ts).
 */
import { upgradeSchema } from '#src/features/payments/payments.schema.ts';
import { json, readJson } from '#src/platform/server/http/json.ts';
import { startCheckout } from '#src/features/payments/server/checkout.ts';
import { ownerBillingRoute } from '#src/features/payments/server/owner-route.ts';

export const prerender = false;

export const POST = ownerBillingRoute(async ({ businessId, userId, request }) => {
  const body = await readJson(request, upgradeSchema);
  if (!body.ok) return body.response;
  return json(await startCheckout({ businessId, userId, subscriptionType: body.data.subscriptionType }));
});
