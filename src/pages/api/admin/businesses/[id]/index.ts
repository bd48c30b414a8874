/**
 * DELETE /api/admin/businesses/{id} (admin only): removes spam for good. A live premium subscription is
 * canceled at Stripe first (no further charge); if Stripe refuses, 502 and nothing is deleted.
 */
import type { APIRoute } from 'astro';
import { deleteBusinessListing } from '@/server/admin/moderation';
import { requireAdmin } from '@/server/auth/guards';
import { json, jsonError } from '@/server/http/json';
import { auditOf, routeId } from '@/server/owners/http';
import { answerPaymentErrors } from '@/server/payments/errors';

export const prerender = false;

export const DELETE: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  const id = routeId(context, 'business');
  if (id instanceof Response) return id;
  return answerPaymentErrors(async () => {
    if (!(await deleteBusinessListing(id, auditOf(context, auth.user.id)))) return jsonError(404, 'Business not found');
    return json({ message: 'Business deleted successfully' });
  });
};
