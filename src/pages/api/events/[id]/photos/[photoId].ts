/** DELETE /api/events/{id}/photos/{photoId} → 204: the event's author or an admin removes its image (or the one waiting). */
import { userItemRoute } from '@/server/api/user-item-route';
import { deleteEventPhoto } from '@/server/events/photos';
import { jsonError, parseId } from '@/server/http/json';
import { failure } from '@/server/photos/http';
import { clientIp } from '@/server/security/rate-limit';

export const prerender = false;

export const DELETE = userItemRoute('event', async ({ user, id, context }) => {
  const photoId = parseId(context.params.photoId);
  if (photoId === null) return jsonError(400, 'Invalid photo id');
  const result = await deleteEventPhoto(user, { eventId: id, photoId, ip: clientIp(context) });
  return result.ok ? new Response(null, { status: 204 }) : failure(result);
});
