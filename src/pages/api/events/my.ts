/** GET /api/events/my: the events the signed-in user submitted, pending ones included; `pendingEdit` when an edit waits for review. */
import type { APIRoute } from 'astro';
import { requireUser } from '#src/features/accounts/server/guards.ts';
import { listOwnerEventsWithEdits } from '#src/features/events/server/owner-list.ts';
import { json } from '#src/platform/server/http/json.ts';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  return json(listOwnerEventsWithEdits(auth.user.id));
};
