/** GET /api/businesses/my: the signed-in user's own listings, pending ones included. */
import type { APIRoute } from 'astro';
import { requireUser } from '#src/features/accounts/server/guards.ts';
import { listBusinessesByOwner } from '#src/features/listings/server/owner-businesses.queries.ts';
import { json } from '#src/platform/server/http/json.ts';
import { toOwnerBusiness } from '#src/features/listings/server/views.ts';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  return json(listBusinessesByOwner({ ownerId: auth.user.id }).map(toOwnerBusiness));
};
