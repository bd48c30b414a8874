/** GET /api/admin/revisions (admin only): pending listing revisions, oldest first, live values beside proposed ones. */
import type { APIRoute } from 'astro';
import { listRevisionsForReview } from '#src/features/revisions/server/kinds.ts';
import { requireAdmin } from '#src/features/accounts/server/guards.ts';
import { json } from '#src/platform/server/http/json.ts';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  return json(listRevisionsForReview());
};
