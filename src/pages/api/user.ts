/** GET /api/user: the signed-in user, or 401. */
import type { APIRoute } from 'astro';
import { toPublicUser } from '@/server/auth/accounts';
import { requireUser } from '@/server/auth/guards';
import { findUserById } from '@/server/db/queries/users';
import { json, jsonError } from '@/server/http/json';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const user = findUserById({ id: auth.user.id });
  return user ? json(toPublicUser(user)) : jsonError(401, 'Unauthorized');
};
