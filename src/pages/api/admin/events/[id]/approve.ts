/** PATCH /api/admin/events/{id}/approve {approved: boolean} (admin only): approve, or reject back to pending. */
import type { APIRoute } from 'astro';
import { approvalSchema } from '@/lib/schemas/business';
import { decideEvent } from '@/server/admin/moderation';
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
  const event = decideEvent(id, body.data.approved, auditOf(context, auth.user.id));
  if (!event) return jsonError(404, 'Event not found');
  return json({ message: `Event ${body.data.approved ? 'approved' : 'rejected'} successfully`, event });
};
