/** GET /api/admin/revisions (admin only): pending listing revisions, oldest first, live values beside proposed ones. */
import type { APIRoute } from 'astro';
import { listRevisionsForReview } from '@/server/revisions/kinds';
import { requireAdmin } from '@/server/auth/guards';
import { json } from '@/server/http/json';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  return json(listRevisionsForReview());
};
