/**
 * PATCH /api/events/{id}/status {status: scheduled|cancelled|postponed}: the event's author or an admin
 * marks it cancelled, postponed or back on schedule (issue 18.5) → 200 {message, event}.
 */
import type { APIRoute } from 'astro';
import { eventStatusLabels, eventStatusSchema } from '@/lib/event-status';
import { requireUser } from '@/server/auth/guards';
import { changeEventStatus } from '@/server/events/status';
import { json, jsonError, readJson } from '@/server/http/json';
import { routeId } from '@/server/owners/http';
import { toOwnerEvent } from '@/server/owners/views';
import { clientIp } from '@/server/security/rate-limit';

export const prerender = false;

export const PATCH: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const id = routeId(context, 'event');
  if (id instanceof Response) return id;
  const body = await readJson(context.request, eventStatusSchema);
  if (!body.ok) return body.response;
  const result = changeEventStatus(auth.user, id, body.data.status, clientIp(context));
  if (!result.ok)
    return result.reason === 'not-found'
      ? jsonError(404, 'Event not found')
      : jsonError(403, 'You can only change your own events');
  return json({
    message: `Event marked ${eventStatusLabels[body.data.status].toLowerCase()}`,
    event: toOwnerEvent(result.event),
  });
};
