/**
 * POST /api/businesses/{id}/upgrade {subscriptionType} → { checkoutUrl }: premium for an existing
 * listing the user owns (free, unpaid or ended). JSON only: without JavaScript the plan form posts to
 * /dashboard/businesses/{id}/upgrade (src/server/payments/upgrade-form.ts).
 */
import { upgradeSchema } from '@/lib/schemas/payments';
import { json, readJson } from '@/server/http/json';
import { startCheckout } from '@/server/payments/checkout';
import { ownerBillingRoute } from '@/server/payments/owner-route';

export const prerender = false;

export const POST = ownerBillingRoute(async ({ businessId, userId, request }) => {
  const body = await readJson(request, upgradeSchema);
  if (!body.ok) return body.response;
  return json(await startCheckout({ businessId, userId, subscriptionType: body.data.subscriptionType }));
});
