/**
 * POST /api/businesses/{id}/subscription-plan {subscriptionType} (owner only) → { message, subscriptionType,
 * currentPeriodEnd }: switches the live subscription between monthly and yearly (Stripe: the item's price,
 * `proration_behavior: 'always_invoice'`; test checkout: the same rule, src/lib/billing-rules.ts).
 * 403 another owner's listing, 404 unknown, 409 no live premium / same plan / cancellation scheduled.
 */
import type { APIRoute } from 'astro';
import { PLAN_SWITCHED } from '@/lib/payments';
import { switchPlanSchema } from '@/lib/schemas/payments';
import { requireUser } from '@/server/auth/guards';
import { json, jsonError, parseId, readJson } from '@/server/http/json';
import { answerPaymentErrors } from '@/server/payments/errors';
import { switchPlan } from '@/server/payments/self-service';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const businessId = parseId(context.params.id);
  if (businessId === null) return jsonError(400, 'Invalid business id');
  const body = await readJson(context.request, switchPlanSchema);
  if (!body.ok) return body.response;
  return answerPaymentErrors(async () => {
    const result = await switchPlan({ businessId, userId: auth.user.id, subscriptionType: body.data.subscriptionType });
    return json({
      message: PLAN_SWITCHED(result.subscriptionType).description,
      subscriptionType: result.subscriptionType,
      currentPeriodEnd: result.currentPeriodEnd?.toISOString() ?? null,
    });
  });
};
