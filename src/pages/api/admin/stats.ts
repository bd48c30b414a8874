/** GET /api/admin/stats: the four counts on top of /admin (admin only). */
import type { APIRoute } from 'astro';
import { adminCounts } from '#src/features/admin/server/moderation.ts';
import { requireAdmin } from '#src/features/accounts/server/guards.ts';
import { json } from '#src/platform/server/http/json.ts';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  return json(adminCounts());
};
