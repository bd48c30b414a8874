/** POST /api/admin/businesses/{id}/revoke-claim (admin only): detaches the owner; the listing stays. */
import type { APIRoute } from 'astro';
import { revokeClaim } from '@/server/admin/moderation';
import { requireAdmin } from '@/server/auth/guards';
import { json, jsonError } from '@/server/http/json';
import { auditOf, routeId } from '@/server/owners/http';
import { toOwnerBusiness } from '@/server/owners/views';

export const prerender = false;

export const POST: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  const id = routeId(context, 'business');
  if (id instanceof Response) return id;
  const result = revokeClaim(id, auditOf(context, auth.user.id));
  if (!result.ok) return jsonError(result.status, result.error);
  return json({ message: 'Claim revoked successfully', business: toOwnerBusiness(result.business) });
};
