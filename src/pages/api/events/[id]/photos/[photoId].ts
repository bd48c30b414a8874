/** DELETE /api/events/{id}/photos/{photoId} → 204: the event's author or an admin removes its image (or the one waiting). */
import type { APIRoute } from 'astro';
import { requireUser } from '@/server/auth/guards';
import { deleteEventPhoto } from '@/server/events/photos';
import { jsonError, parseId } from '@/server/http/json';
import { routeId } from '@/server/owners/http';
import { failure } from '@/server/photos/http';
import { clientIp } from '@/server/security/rate-limit';

export const prerender = false;

export const DELETE: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const id = routeId(context, 'event');
  if (id instanceof Response) return id;
  const photoId = parseId(context.params.photoId);
  if (photoId === null) return jsonError(400, 'Invalid photo id');
  const result = await deleteEventPhoto(auth.user, { eventId: id, photoId, ip: clientIp(context) });
  return result.ok ? new Response(null, { status: 204 }) : failure(result);
};
