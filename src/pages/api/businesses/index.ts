/** GET /api/businesses: approved businesses as a JSON array (spec §7); X-Total-Count tells the full count. */
import type { APIRoute } from 'astro';
import { parseBusinessListParams, PUBLIC_CACHE_HEADERS } from '@/server/api/list-params';
import { findApprovedBusinesses, toPublicBusiness } from '@/server/db/queries/businesses';
import { json } from '@/server/http/json';

export const prerender = false;

export const GET: APIRoute = ({ url }) => {
  const parsed = parseBusinessListParams(url);
  if (!parsed.ok) return parsed.response;
  const { items, total } = findApprovedBusinesses(parsed.params);
  return json(items.map(toPublicBusiness), {
    headers: { ...PUBLIC_CACHE_HEADERS, 'X-Total-Count': String(total) },
  });
};
