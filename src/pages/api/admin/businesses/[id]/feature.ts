/** PATCH /api/admin/businesses/{id}/feature {featured: boolean} (admin only): the home spotlight and Featured badge. */
import type { APIRoute } from 'astro';
import { featureSchema } from '@/lib/schemas/business';
import { featureBusiness } from '@/server/admin/moderation';
import { requireAdmin } from '@/server/auth/guards';
import { json, jsonError, readJson } from '@/server/http/json';
import { auditOf, routeId } from '@/server/owners/http';
import { toOwnerBusiness } from '@/server/owners/views';

export const prerender = false;

export const PATCH: APIRoute = async (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  const id = routeId(context, 'business');
  if (id instanceof Response) return id;
  const body = await readJson(context.request, featureSchema);
  if (!body.ok) return body.response;
  const business = featureBusiness(id, body.data.featured, auditOf(context, auth.user.id));
  if (!business) return jsonError(404, 'Business not found');
  return json({
    message: `Business ${body.data.featured ? 'featured' : 'unfeatured'} successfully`,
    business: toOwnerBusiness(business),
  });
};
