/** DELETE /api/admin/businesses/{id} (admin only): removes spam for good. */
import type { APIRoute } from 'astro';
import { removeBusiness } from '@/server/admin/moderation';
import { requireAdmin } from '@/server/auth/guards';
import { json, jsonError } from '@/server/http/json';
import { auditOf, routeId } from '@/server/owners/http';

export const prerender = false;

export const DELETE: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  const id = routeId(context, 'business');
  if (id instanceof Response) return id;
  if (!removeBusiness(id, auditOf(context, auth.user.id))) return jsonError(404, 'Business not found');
  return json({ message: 'Business deleted successfully' });
};
