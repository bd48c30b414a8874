/**
 * POST /api/businesses/{id}/cancel-subscription (no body; owner only) → { message, cancelAt }.
 * Schedules the end 45 days from the first request; repeating it keeps that date. JSON only: the
 * dashboard's Cancel Subscription button asks for confirmation in the browser and posts here.
 */
import type { APIRoute } from 'astro';
import { CANCEL_SUCCESS } from '@/lib/payments';
import { requireUser } from '@/server/auth/guards';
import { json, jsonError, parseId } from '@/server/http/json';
import { scheduleCancellation } from '@/server/payments/cancel';
import { answerPaymentErrors } from '@/server/payments/errors';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const businessId = parseId(context.params.id);
  if (businessId === null) return jsonError(400, 'Invalid business id');
  return answerPaymentErrors(async () => {
    const { cancelAt, scheduledNow } = await scheduleCancellation({ businessId, userId: auth.user.id });
    return json({ message: CANCEL_SUCCESS.description, cancelAt: cancelAt.toISOString(), alreadyScheduled: !scheduledNow });
  });
};
