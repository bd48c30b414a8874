/**
 * POST /api/businesses/{id}/upgrade {subscriptionType} → { checkoutUrl }: premium for an existing
 * listing the user owns (free, unpaid or ended). JSON only: without JavaScript the plan form posts to
 * /dashboard/businesses/{id}/upgrade (src/server/payments/upgrade-form.ts).
 */
import type { APIRoute } from 'astro';
import { upgradeSchema } from '@/lib/schemas/payments';
import { requireUser } from '@/server/auth/guards';
import { json, jsonError, parseId, readJson } from '@/server/http/json';
import { startCheckout } from '@/server/payments/checkout';
import { answerPaymentErrors } from '@/server/payments/errors';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const businessId = parseId(context.params.id);
  if (businessId === null) return jsonError(400, 'Invalid business id');
  const body = await readJson(context.request, upgradeSchema);
  if (!body.ok) return body.response;
  return answerPaymentErrors(async () =>
    json(await startCheckout({ businessId, userId: auth.user.id, subscriptionType: body.data.subscriptionType })),
  );
};
