/** DELETE /api/offers/{id} → 204: the owner of the offer's listing, or an admin. */
import { userItemRoute } from '@/server/api/user-item-route';
import { jsonError } from '@/server/http/json';
import { deleteOffer } from '@/server/offers/offers';
import { clientIp } from '@/server/security/rate-limit';

export const prerender = false;

export const DELETE = userItemRoute('offer', ({ user, id, context }) => {
  const result = deleteOffer(user, id, { ip: clientIp(context) });
  return result.ok ? new Response(null, { status: 204 }) : jsonError(result);
});
