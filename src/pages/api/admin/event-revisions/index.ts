/** GET /api/admin/event-revisions (admin only): pending edits of approved events, oldest first, live beside proposed. */
import type { APIRoute } from 'astro';
import { requireAdmin } from '#src/features/accounts/server/guards.ts';
import { listEventRevisionsForReview } from '#src/features/revisions/server/kinds.ts';
import { json } from '#src/platform/server/http/json.ts';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  return json(listEventRevisionsForReview());
};
