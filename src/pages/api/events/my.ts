/** GET /api/events/my: the events the signed-in user submitted, pending ones included. */
import type { APIRoute } from 'astro';
import { requireUser } from '@/server/auth/guards';
import { listEventsByOwner } from '@/server/db/queries/owner-events';
import { json } from '@/server/http/json';
import { toOwnerEvent } from '@/server/owners/views';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  return json(listEventsByOwner({ ownerId: auth.user.id }).map(toOwnerEvent));
};
