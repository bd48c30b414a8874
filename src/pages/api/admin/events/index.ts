/** GET /api/admin/events: every event, pending first (admin only). Optional `status`, `limit`, `offset`; X-Total-Count. */
import type { APIRoute } from 'astro';
import { requireAdmin } from '@/server/auth/guards';
import { parseAdminListParams } from '@/server/admin/list-params';
import { toAdminEvent } from '@/server/admin/views';
import { listEventsForAdmin } from '@/server/db/queries/admin';
import { json } from '@/server/http/json';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  const params = parseAdminListParams(context.url);
  if (params instanceof Response) return params;
  const { items, total } = listEventsForAdmin(params);
  return json(items.map(toAdminEvent), { headers: { 'X-Total-Count': String(total) } });
};
