/** PATCH /api/admin/event-revisions/{id} {approved, reason?} (admin only): apply an event edit (and its image), or reject it. */
import type { APIRoute } from 'astro';
import { claimDecisionSchema as decisionSchema } from '@/lib/schemas/claims';
import { requireAdmin } from '@/server/auth/guards';
import { decideEventRevision } from '@/server/events/revisions';
import { json, jsonError, readJson } from '@/server/http/json';
import { auditOf, routeId } from '@/server/owners/http';

export const prerender = false;

export const PATCH: APIRoute = async (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  const id = routeId(context, 'revision');
  if (id instanceof Response) return id;
  const body = await readJson(context.request, decisionSchema);
  if (!body.ok) return body.response;
  const result = await decideEventRevision(id, body.data, auditOf(context, auth.user.id));
  if (!result.ok) return jsonError(result.status, result.error);
  return json({
    message: `Revision ${body.data.approved ? 'approved' : 'rejected'} successfully`,
    revision: result.revision,
  });
};
