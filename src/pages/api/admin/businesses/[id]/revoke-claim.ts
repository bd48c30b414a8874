/** POST /api/admin/businesses/{id}/revoke-claim (admin only): detaches the owner; the listing stays. */
import { adminItemRoute } from '#src/features/admin/server/item-route.ts';
import { revokeClaim } from '#src/features/admin/server/moderation.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { toOwnerBusiness } from '#src/features/listings/server/views.ts';

export const prerender = false;

export const POST = adminItemRoute('business', ({ id, audit }) => {
  const result = revokeClaim(id, audit);
  if (!result.ok) return jsonError(result);
  return json({ message: 'Claim revoked successfully', business: toOwnerBusiness(result.business) });
});
