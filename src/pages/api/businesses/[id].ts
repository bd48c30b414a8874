/** GET /api/businesses/{id}: one approved business (hours and subscriptionStatus included, private fields not). */
import type { APIRoute } from 'astro';
import { PUBLIC_CACHE_HEADERS } from '@/server/api/list-params';
import { getApprovedBusiness, toPublicBusiness } from '@/server/db/queries/businesses';
import { json, jsonError, parseId } from '@/server/http/json';

export const prerender = false;

export const GET: APIRoute = ({ params }) => {
  const id = parseId(params.id);
  if (id === null) return jsonError(400, 'Invalid business id');
  const business = getApprovedBusiness({ id });
  if (!business) return jsonError(404, 'Business not found');
  return json(toPublicBusiness(business), { headers: PUBLIC_CACHE_HEADERS });
};
