/**
 * The admin endpoints on one item (`/api/admin/{things}/{id}…`): the admin guard (401/403), the numeric id and, for
 * a PATCH, the JSON body (src/platform/server/http/item-route.ts). Each endpoint keeps only what it does and what it answers.
 */
import type { APIContext } from 'astro';
import { requireAdmin } from '#src/features/accounts/server/guards.ts';
import { guardedItemRoute, withJsonBody } from '#src/platform/server/http/item-route.ts';
import { auditOf } from '#src/platform/server/http/route-id.ts';

export interface AdminItem {
  id: number;
  /** Who acts and from where, for the audit log. */
  audit: ReturnType<typeof auditOf>;
  context: APIContext;
}

/** An admin endpoint on the item `{id}` without a body (GET, DELETE, POST actions). */
export const adminItemRoute = guardedItemRoute<AdminItem>(requireAdmin, ({ user }, id, context) => ({
  id,
  audit: auditOf(context, user.id),
  context,
}));

/** An admin endpoint on the item `{id}` with a JSON body that must fit `schema`. */
export const adminItemUpdate = withJsonBody(adminItemRoute);
