/**
 * PATCH /api/admin/businesses/{id}/approve {approved, reason?} (admin only): approve, or
 * reject with a reason the owner reads (DESIGN §3 moderation: `status` becomes 'rejected').
 */
import type { APIRoute } from 'astro';
import { approvalSchema } from '@/lib/schemas/business';
import { decideBusiness } from '@/server/admin/moderation';
import { toOwnerBusiness } from '@/server/owners/views';
import { requireAdmin } from '@/server/auth/guards';
import { json, jsonError, readJson } from '@/server/http/json';
import { auditOf, routeId } from '@/server/owners/http';

export const prerender = false;

export const PATCH: APIRoute = async (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  const id = routeId(context, 'business');
  if (id instanceof Response) return id;
  const body = await readJson(context.request, approvalSchema);
  if (!body.ok) return body.response;
  const business = decideBusiness(id, body.data, auditOf(context, auth.user.id));
  if (!business) return jsonError(404, 'Business not found');
  return json({
    message: `Business ${body.data.approved ? 'approved' : 'rejected'} successfully`,
    business: toOwnerBusiness(business),
  });
};
