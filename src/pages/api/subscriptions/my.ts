/** GET /api/subscriptions/my → the signed-in owner's subscription summary (dashboard Subscription tab). */
import type { APIRoute } from 'astro';
import { requireUser } from '@/server/auth/guards';
import { json } from '@/server/http/json';
import { getSubscriptionSummary } from '@/server/payments/summary';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  return json(getSubscriptionSummary({ ownerId: auth.user.id }));
};
