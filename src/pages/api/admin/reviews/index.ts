/** GET /api/admin/reviews: the moderation queue (pending reviews and published ones with open reports). */
import type { APIRoute } from 'astro';
import { requireAdmin } from '@/server/auth/guards';
import { json } from '@/server/http/json';
import { moderationQueue } from '@/server/reviews/moderation';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  return json(moderationQueue());
};
