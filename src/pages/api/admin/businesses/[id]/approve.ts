/**
 * PATCH /api/admin/businesses/{id}/approve {approved, reason?} (admin only): approve, or
 * reject with a reason the owner reads (DESIGN §3 moderation: `status` becomes 'rejected').
 */
import { approvalSchema } from '@/lib/schemas/business';
import { adminItemUpdate } from '@/server/admin/item-route';
import { decideBusiness } from '@/server/admin/moderation';
import { json, jsonError } from '@/server/http/json';
import { toOwnerBusiness } from '@/server/owners/views';

export const prerender = false;

export const PATCH = adminItemUpdate('business', approvalSchema, ({ id, body, audit }) => {
  const business = decideBusiness(id, body, audit);
  if (!business) return jsonError(404, 'Business not found');
  return json({
    message: `Business ${body.approved ? 'approved' : 'rejected'} successfully`,
    business: toOwnerBusiness(business),
  });
});
