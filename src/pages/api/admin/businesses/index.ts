/**
 * GET /api/admin/businesses: every business, pending first (admin only). Optional `status`
 * (all|pending|approved), `q` (name or owner e-mail), `limit` (≤ 1000), `offset`; X-Total-Count.
 */
import type { APIRoute } from 'astro';
import { requireAdmin } from '@/server/auth/guards';
import { parseAdminListParams } from '@/server/admin/list-params';
import { toAdminBusiness } from '@/server/admin/views';
import { listBusinessesForAdmin } from '@/server/db/queries/admin';
import { json } from '@/server/http/json';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  const params = parseAdminListParams(context.url);
  if (params instanceof Response) return params;
  const { items, total } = listBusinessesForAdmin(params);
  return json(items.map(toAdminBusiness), { headers: { 'X-Total-Count': String(total) } });
};
