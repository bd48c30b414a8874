/** DELETE /api/admin/events/{id} (admin only): removes spam for good. */
import type { APIRoute } from 'astro';
import { removeEvent } from '@/server/admin/moderation';
import { requireAdmin } from '@/server/auth/guards';
import { json, jsonError } from '@/server/http/json';
import { auditOf, routeId } from '@/server/owners/http';

export const prerender = false;

export const DELETE: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  const id = routeId(context, 'event');
  if (id instanceof Response) return id;
  if (!removeEvent(id, auditOf(context, auth.user.id))) return jsonError(404, 'Event not found');
  return json({ message: 'Event deleted successfully' });
};
