/**
 * POST /api/businesses/{id}/billing-portal (no body; owner only) → { url }: a Stripe Customer Portal
 * session for the customer that pays this listing's subscription (update card, invoices, receipts); with
 * the test checkout, the built-in billing page. 403 another owner's listing, 404 unknown, 409 no live
 * premium or a subscription billed to another customer; nothing is created then.
 */
import type { APIRoute } from 'astro';
import { requireUser } from '@/server/auth/guards';
import { json, jsonError, parseId } from '@/server/http/json';
import { answerPaymentErrors } from '@/server/payments/errors';
import { openBillingPortal } from '@/server/payments/self-service';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const businessId = parseId(context.params.id);
  if (businessId === null) return jsonError(400, 'Invalid business id');
  return answerPaymentErrors(async () => json(await openBillingPortal({ businessId, userId: auth.user.id })));
};
