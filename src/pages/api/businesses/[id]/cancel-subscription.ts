/**
 * POST /api/businesses/{id}/cancel-subscription (no body; owner only) → { message, cancelAt }.
 * Schedules the end 45 days from the first request; repeating it keeps that date. A plain form post
 * (dashboard without JavaScript) is answered with a redirect to the dashboard and a toast.
 */
import type { APIRoute } from 'astro';
import { CANCEL_FAILURE, CANCEL_SUCCESS } from '@/lib/payments';
import { isFormPost } from '@/server/auth/body';
import { setFlash } from '@/server/auth/flash';
import { requireUser } from '@/server/auth/guards';
import { json, jsonError, parseId } from '@/server/http/json';
import { scheduleCancellation } from '@/server/payments/cancel';
import { PaymentError } from '@/server/payments/errors';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const form = isFormPost(context.request);
  const businessId = parseId(context.params.id);
  if (businessId === null) return jsonError(400, 'Invalid business id');
  try {
    const { cancelAt, scheduledNow } = await scheduleCancellation({ businessId, userId: auth.user.id });
    if (form) {
      setFlash(context.cookies, CANCEL_SUCCESS);
      return context.redirect('/dashboard', 303);
    }
    return json({ message: CANCEL_SUCCESS.description, cancelAt: cancelAt.toISOString(), alreadyScheduled: !scheduledNow });
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    if (form) {
      setFlash(context.cookies, CANCEL_FAILURE);
      return context.redirect('/dashboard', 303);
    }
    return jsonError(error.status, error.message);
  }
};
