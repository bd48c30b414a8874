/** GET /api/subscriptions/my → the signed-in owner's subscription summary (dashboard Subscription tab). */
import type { APIRoute } from 'astro';
import { requireUser } from '#src/features/accounts/server/guards.ts';
import { json } from '#src/platform/server/http/json.ts';
import { getSubscriptionSummary } from '#src/features/payments/server/summary.ts';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  return json(getSubscriptionSummary({ ownerId: auth.user.id }));
};
