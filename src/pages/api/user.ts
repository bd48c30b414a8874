/** GET /api/user: the signed-in user, or 401. */
import type { APIRoute } from 'astro';
import { toPublicUser } from '#src/features/accounts/server/accounts.ts';
import { requireUser } from '#src/features/accounts/server/guards.ts';
import { findUserById } from '#src/features/accounts/server/users.queries.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const user = findUserById({ id: auth.user.id });
  return user ? json(toPublicUser(user)) : jsonError(401, 'Unauthorized');
};
