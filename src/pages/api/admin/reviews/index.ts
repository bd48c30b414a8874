/** GET /api/admin/reviews: the moderation queue (pending reviews and published ones with open reports). */
import type { APIRoute } from 'astro';
import { requireAdmin } from '#src/features/accounts/server/guards.ts';
import { json } from '#src/platform/server/http/json.ts';
import { moderationQueue } from '#src/features/reviews/server/moderation.ts';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  return json(moderationQueue());
};
