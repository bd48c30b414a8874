/**
 * POST /api/businesses/{id}/resume-subscription (no body; owner only) → { message, renewsAt }: takes back
 * a scheduled cancellation before its date (Stripe: `cancel_at` cleared, `proration_behavior: 'none'`).
 * 403 another owner's listing, 404 unknown, 409 nothing scheduled or no live premium.
 */
import type { APIRoute } from 'astro';
import { CANCELLATION_UNDONE } from '@/lib/payments';
import { requireUser } from '@/server/auth/guards';
import { json, jsonError, parseId } from '@/server/http/json';
import { answerPaymentErrors } from '@/server/payments/errors';
import { undoCancellation } from '@/server/payments/self-service';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const businessId = parseId(context.params.id);
  if (businessId === null) return jsonError(400, 'Invalid business id');
  return answerPaymentErrors(async () => {
    const { renewsAt } = await undoCancellation({ businessId, userId: auth.user.id });
    return json({ message: CANCELLATION_UNDONE.description, renewsAt: renewsAt?.toISOString() ?? null });
  });
};
