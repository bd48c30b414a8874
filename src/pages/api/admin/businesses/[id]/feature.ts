/** PATCH /api/admin/businesses/{id}/feature {featured: boolean} (admin only): the home spotlight and Featured badge. */
import { featureSchema } from '@/lib/schemas/business';
import { adminItemUpdate } from '@/server/admin/item-route';
import { featureBusiness } from '@/server/admin/moderation';
import { json, jsonError } from '@/server/http/json';
import { toOwnerBusiness } from '@/server/owners/views';

export const prerender = false;

export const PATCH = adminItemUpdate('business', featureSchema, ({ id, body, audit }) => {
  const business = featureBusiness(id, body.featured, audit);
  if (!business) return jsonError(404, 'Business not found');
  return json({
    message: `Business ${body.featured ? 'featured' : 'unfeatured'} successfully`,
    // `featured` is the switch just set (admin lists show it too), not the public badge, which premium also gives.
    business: { ...toOwnerBusiness(business), featured: business.featured },
  });
});
