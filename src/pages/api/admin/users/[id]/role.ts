/** PATCH /api/admin/users/{id}/role {role: 'admin'|'user'} (admin only). The last admin cannot be demoted. */
import { roleSchema } from '@/lib/schemas/auth';
import { adminItemUpdate } from '@/server/admin/item-route';
import { changeUserRole, toPublicUser } from '@/server/auth/accounts';
import { json, jsonError } from '@/server/http/json';

export const prerender = false;

export const PATCH = adminItemUpdate('user', roleSchema, ({ id, body, audit }) => {
  const result = changeUserRole(audit.actorId, id, body.role, audit.ip);
  if (result.ok) return json({ message: 'User role updated successfully', user: toPublicUser(result.user) });
  return jsonError(result);
});
