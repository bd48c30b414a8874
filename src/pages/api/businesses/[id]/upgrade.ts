/**
 * POST /api/businesses/{id}/upgrade {subscriptionType} → { checkoutUrl }: premium for an existing
 * listing the user owns (free, unpaid or ended). A plain form post is redirected to the checkout.
 */
import type { APIRoute } from 'astro';
import { upgradeSchema } from '@/lib/schemas/payments';
import { errorMessage, isFormPost, readBody } from '@/server/auth/body';
import { setFlash } from '@/server/auth/flash';
import { requireUser } from '@/server/auth/guards';
import { json, jsonError, parseId } from '@/server/http/json';
import { startCheckout } from '@/server/payments/checkout';
import { answerPaymentErrors } from '@/server/payments/errors';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const form = isFormPost(context.request);
  const businessId = parseId(context.params.id);
  if (businessId === null) return jsonError(400, 'Invalid business id');
  const body = await readBody(context.request, upgradeSchema);
  if (!body.ok) return body.response;
  const response = await answerPaymentErrors(async () =>
    json(await startCheckout({ businessId, userId: auth.user.id, subscriptionType: body.data.subscriptionType })),
  );
  if (!form) return response;
  if (response.ok) return context.redirect(((await response.json()) as { checkoutUrl: string }).checkoutUrl, 303);
  setFlash(context.cookies, { title: 'Payment Error', description: await errorMessage(response), variant: 'destructive' });
  return context.redirect('/dashboard', 303);
};
