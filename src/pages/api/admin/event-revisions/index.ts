/** GET /api/admin/event-revisions (admin only): pending edits of approved events, oldest first, live beside proposed. */
import type { APIRoute } from 'astro';
import { requireAdmin } from '@/server/auth/guards';
import { listEventRevisionsForReview } from '@/server/revisions/kinds';
import { json } from '@/server/http/json';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  return json(listEventRevisionsForReview());
};
