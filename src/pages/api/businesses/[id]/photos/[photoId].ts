/** DELETE /api/businesses/{id}/photos/{photoId} → 204: the owner, or an admin moderating any listing. */
import type { APIRoute } from 'astro';
import { requireUser } from '@/server/auth/guards';
import { jsonError, parseId } from '@/server/http/json';
import { routeId } from '@/server/owners/http';
import { failure } from '@/server/photos/http';
import { deletePhoto } from '@/server/photos/service';
import { clientIp } from '@/server/security/rate-limit';

export const prerender = false;

export const DELETE: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const id = routeId(context, 'business');
  if (id instanceof Response) return id;
  const photoId = parseId(context.params.photoId);
  if (photoId === null) return jsonError(400, 'Invalid photo id');
  const result = await deletePhoto(auth.user, { businessId: id, photoId, ip: clientIp(context) });
  return result.ok ? new Response(null, { status: 204 }) : failure(result);
};
