/** GET /api/businesses/my: the signed-in user's own listings, pending ones included. */
import type { APIRoute } from 'astro';
import { requireUser } from '@/server/auth/guards';
import { listBusinessesByOwner } from '@/server/db/queries/owner-businesses';
import { json } from '@/server/http/json';
import { toOwnerBusiness } from '@/server/owners/views';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  return json(listBusinessesByOwner({ ownerId: auth.user.id }).map(toOwnerBusiness));
};
