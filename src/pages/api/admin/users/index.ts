/** GET /api/admin/users: every account (admin only), as the spec's admin Users tab lists them. */
import type { APIRoute } from 'astro';
import { listAccounts } from '@/server/auth/accounts';
import { requireAdmin } from '@/server/auth/guards';
import { json } from '@/server/http/json';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  return json(listAccounts());
};
