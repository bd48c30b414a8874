/**
 * PATCH /api/admin/events/{id}/approve {approved, reason?} (admin only): approve, or
 * reject with a reason the owner reads (DESIGN §3 moderation: `status` becomes 'rejected').
 */
import type { APIRoute } from 'astro';
import { approvalSchema } from '@/lib/schemas/business';
import { decideEvent } from '@/server/admin/moderation';
import { toAdminEvent } from '@/server/admin/views';
import { requireAdmin } from '@/server/auth/guards';
import { json, jsonError, readJson } from '@/server/http/json';
import { auditOf, routeId } from '@/server/owners/http';

export const prerender = false;

export const PATCH: APIRoute = async (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  const id = routeId(context, 'event');
  if (id instanceof Response) return id;
  const body = await readJson(context.request, approvalSchema);
  if (!body.ok) return body.response;
  const event = decideEvent(id, body.data, auditOf(context, auth.user.id));
  if (!event) return jsonError(404, 'Event not found');
  return json({ message: `Event ${body.data.approved ? 'approved' : 'rejected'} successfully`, event: toAdminEvent(event) });
};
