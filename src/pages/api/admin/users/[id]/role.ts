/** PATCH /api/admin/users/{id}/role {role: 'admin'|'user'} (admin only). The last admin cannot be demoted. */
import { roleSchema } from '#src/features/accounts/auth.schema.ts';
import { adminItemUpdate } from '#src/features/admin/server/item-route.ts';
import { changeUserRole, toPublicUser } from '#src/features/accounts/server/accounts.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';

export const prerender = false;

export const PATCH = adminItemUpdate('user', roleSchema, ({ id, body, audit }) => {
  const result = changeUserRole(audit.actorId, id, body.role, audit.ip);
  if (result.ok) return json({ message: 'User role updated successfully', user: toPublicUser(result.user) });
  return jsonError(result);
});
