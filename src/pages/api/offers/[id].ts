/** DELETE /api/offers/{id} → 204: the owner of the offer's listing, or an admin. */
import { userItemRoute } from '#src/platform/server/http/user-item-route.ts';
import { jsonError } from '#src/platform/server/http/json.ts';
import { deleteOffer } from '#src/features/offers/server/offers.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';

export const prerender = false;

export const DELETE = userItemRoute('offer', ({ user, id, context }) => {
  const result = deleteOffer(user, id, { ip: clientIp(context) });
  return result.ok ? new Response(null, { status: 204 }) : jsonError(result);
});
