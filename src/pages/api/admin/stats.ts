/** GET /api/admin/stats: the four counts on top of /admin (admin only). */
import type { APIRoute } from 'astro';
import { adminCounts } from '@/server/admin/moderation';
import { requireAdmin } from '@/server/auth/guards';
import { json } from '@/server/http/json';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  return json(adminCounts());
};
