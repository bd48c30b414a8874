/** PATCH /api/admin/businesses/{id}/feature {featured: boolean} (admin only): the home spotlight and Featured badge. */
import { featureSchema } from '#src/features/listings/business.schema.ts';
import { adminItemUpdate } from '#src/features/admin/server/item-route.ts';
import { featureBusiness } from '#src/features/admin/server/moderation.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { toOwnerBusiness } from '#src/features/listings/server/views.ts';

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
