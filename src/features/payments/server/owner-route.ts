/**
 * The guard every owner billing endpoint shares (upgrade, cancel, switch plan, undo, portal): signed in
 * (401), a listing id (400), then the action, whose PaymentError becomes its JSON answer (403 / 404 /
 * 409 / 502 / 503). Whether the listing is the caller's is the action's own check.
 */
import type { APIRoute } from 'astro';
import { requireUser } from '#src/features/accounts/server/guards.ts';
import { jsonError, parseId } from '#src/platform/server/http/json.ts';
import { answerPaymentErrors } from './errors.ts';

export function ownerBillingRoute(
  act: (input: { businessId: number; userId: number; request: Request }) => Promise<Response>,
): APIRoute {
  return (context) => {
    const auth = requireUser(context);
    if (auth instanceof Response) return auth;
    const businessId = parseId(context.params.id);
    if (businessId === null) return jsonError(400, 'Invalid business id');
    return answerPaymentErrors(() => act({ businessId, userId: auth.user.id, request: context.request }));
  };
}
