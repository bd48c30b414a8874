/**
 * POST /api/create-central-billing-subscription {subscriptionType, businessId | businessData{name, category}}
 * → { checkoutUrl }. The listing must exist and belong to the signed-in user (it is saved before
 * payment, DESIGN §2.5). 409 when it already has a live subscription.
 */
import type { APIRoute } from 'astro';
import { resolveCategory } from '@/lib/categories';
import { createSubscriptionSchema } from '@/lib/schemas/payments';
import { requireUser } from '@/server/auth/guards';
import { findOwnedBusinessByName } from '@/server/db/queries/subscriptions';
import { json, jsonError, readJson } from '@/server/http/json';
import { startCheckout } from '@/server/payments/checkout';
import { answerPaymentErrors } from '@/server/payments/errors';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const body = await readJson(context.request, createSubscriptionSchema);
  if (!body.ok) return body.response;
  const { subscriptionType, businessId, businessData } = body.data;

  let id = businessId;
  if (id === undefined && businessData) {
    const category = resolveCategory(businessData.category)?.slug;
    const found =
      findOwnedBusinessByName({ ownerId: auth.user.id, name: businessData.name, category }) ??
      findOwnedBusinessByName({ ownerId: auth.user.id, name: businessData.name });
    if (!found) return jsonError(404, 'Business not found. Save your listing before starting the payment.');
    id = found.id;
  }
  return answerPaymentErrors(async () => json(await startCheckout({ businessId: id!, userId: auth.user.id, subscriptionType })));
};
