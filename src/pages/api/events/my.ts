/** GET /api/events/my: the events the signed-in user submitted, pending ones included; `pendingEdit` when an edit waits for review. */
import type { APIRoute } from 'astro';
import { requireUser } from '@/server/auth/guards';
import { listOwnerEventsWithEdits } from '@/server/events/owner-list';
import { json } from '@/server/http/json';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  return json(listOwnerEventsWithEdits(auth.user.id));
};
