/**
 * POST /api/create-central-billing-subscription {subscriptionType, businessId | businessData{name, category}}
 * → { checkoutUrl }. The listing is normally saved before payment and found by id, or by
 * name among the user's listings; a complete pending-business payload that matches none is
 * saved first (pending review). 409 when the listing already has a live subscription.
 */
import type { APIRoute } from 'astro';
import { resolveCategory } from '#src/features/directory/categories.ts';
import { businessCreateSchema } from '#src/features/listings/business.schema.ts';
import { createSubscriptionSchema } from '#src/features/payments/payments.schema.ts';
import { requireUser } from '#src/features/accounts/server/guards.ts';
import { findOwnedBusinessByName } from '#src/features/payments/server/subscriptions.queries.ts';
import { json, jsonError, readJson } from '#src/platform/server/http/json.ts';
import { createListing } from '#src/features/listings/server/businesses.ts';
import { startCheckout } from '#src/features/payments/server/checkout.ts';
import { PAYMENTS_NOT_CONFIGURED, premiumCheckoutAvailable } from '#src/features/payments/server/config.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';
import { answerPaymentErrors } from '#src/features/payments/server/errors.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const body = await readJson(context.request, createSubscriptionSchema);
  if (!body.ok) return body.response;
  const { subscriptionType, businessId, businessData } = body.data;
  // Nothing is saved for a checkout that cannot happen.
  if (!premiumCheckoutAvailable()) return jsonError(503, PAYMENTS_NOT_CONFIGURED);

  let id = businessId;
  if (id === undefined && businessData) {
    const category = resolveCategory(businessData.category)?.slug;
    const found =
      findOwnedBusinessByName({ ownerId: auth.user.id, name: businessData.name, category }) ??
      findOwnedBusinessByName({ ownerId: auth.user.id, name: businessData.name });
    // The spec's pending-business payload carries the whole listing: save it now (pending review).
    const complete = found ? null : businessCreateSchema.safeParse({ ...businessData, plan: 'premium', subscriptionType });
    if (!found && !complete?.success) return jsonError(404, 'Business not found. Save your listing before starting the payment.');
    id = found ? found.id : createListing(auth.user, complete!.data!, clientIp(context)).id;
  }
  return answerPaymentErrors(async () => json(await startCheckout({ businessId: id!, userId: auth.user.id, subscriptionType })));
};
