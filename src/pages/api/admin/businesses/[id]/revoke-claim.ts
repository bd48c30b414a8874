/** POST /api/admin/businesses/{id}/revoke-claim (admin only): detaches the owner; the listing stays. */
import { adminItemRoute } from '@/server/admin/item-route';
import { revokeClaim } from '@/server/admin/moderation';
import { json, jsonError } from '@/server/http/json';
import { toOwnerBusiness } from '@/server/owners/views';

export const prerender = false;

export const POST = adminItemRoute('business', ({ id, audit }) => {
  const result = revokeClaim(id, audit);
  if (!result.ok) return jsonError(result);
  return json({ message: 'Claim revoked successfully', business: toOwnerBusiness(result.business) });
});
