/** PATCH /api/admin/users/{id}/role {role: 'admin'|'user'} (admin only). The last admin cannot be demoted. */
import type { APIRoute } from 'astro';
import { roleSchema } from '@/lib/schemas/auth';
import { changeUserRole, toPublicUser } from '@/server/auth/accounts';
import { requireAdmin } from '@/server/auth/guards';
import { json, jsonError, parseId, readJson } from '@/server/http/json';
import { clientIp } from '@/server/security/rate-limit';

export const prerender = false;

export const PATCH: APIRoute = async (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  const id = parseId(context.params.id);
  if (id === null) return jsonError(400, 'Invalid user id');
  const body = await readJson(context.request, roleSchema);
  if (!body.ok) return body.response;

  const result = changeUserRole(auth.user.id, id, body.data.role, clientIp(context));
  if (result.ok) return json({ message: 'User role updated successfully', user: toPublicUser(result.user) });
  if (result.reason === 'not_found') return jsonError(404, 'User not found');
  return jsonError(409, 'The last admin cannot be demoted. Make another user an admin first.');
};
