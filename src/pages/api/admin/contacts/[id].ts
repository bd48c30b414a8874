/**
 * GET /api/admin/contacts/{id}: one message with its body (marks it read).
 * DELETE /api/admin/contacts/{id}: removes spam. Admin only.
 */
import type { APIRoute } from 'astro';
import { readContactMessage, removeContactMessage } from '@/server/admin/moderation';
import { requireAdmin } from '@/server/auth/guards';
import { json, jsonError } from '@/server/http/json';
import { auditOf, routeId } from '@/server/owners/http';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  const id = routeId(context, 'message');
  if (id instanceof Response) return id;
  const message = readContactMessage(id);
  return message ? json(message) : jsonError(404, 'Message not found');
};

export const DELETE: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  const id = routeId(context, 'message');
  if (id instanceof Response) return id;
  if (!removeContactMessage(id, auditOf(context, auth.user.id))) return jsonError(404, 'Message not found');
  return json({ message: 'Message deleted successfully' });
};
