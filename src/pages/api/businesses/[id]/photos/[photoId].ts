/** DELETE /api/businesses/{id}/photos/{photoId} → 204: the owner, or an admin moderating any listing. */
import { userItemRoute } from '@/server/api/user-item-route';
import { jsonError, parseId } from '@/server/http/json';
import { failure } from '@/server/photos/http';
import { deletePhoto } from '@/server/photos/service';
import { clientIp } from '@/server/security/rate-limit';

export const prerender = false;

export const DELETE = userItemRoute('business', async ({ user, id, context }) => {
  const photoId = parseId(context.params.photoId);
  if (photoId === null) return jsonError(400, 'Invalid photo id');
  const result = await deletePhoto(user, { businessId: id, photoId, ip: clientIp(context) });
  return result.ok ? new Response(null, { status: 204 }) : failure(result);
});
