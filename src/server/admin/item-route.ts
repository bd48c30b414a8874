/**
 * The admin endpoints on one item (`/api/admin/{things}/{id}…`) all begin the same way (DESIGN.md §4: guard →
 * parse → validate → act → respond): the admin guard (401/403), the numeric id (400 "Invalid {what} id") and,
 * for a PATCH, the JSON body checked by the schema shared with the island (400 with field errors). These
 * helpers do that part once; each endpoint keeps only what it does and what it answers.
 */
import type { APIContext, APIRoute } from 'astro';
import type { ZodType, ZodTypeDef } from 'zod';
import { requireAdmin } from '@/server/auth/guards';
import { readJson } from '@/server/http/json';
import { auditOf, routeId } from '@/server/owners/http';

export interface AdminItem {
  id: number;
  /** Who acts and from where, for the audit log. */
  audit: ReturnType<typeof auditOf>;
  context: APIContext;
}

type Answer = Response | Promise<Response>;

/** An admin endpoint on the item `{id}` without a body (GET, DELETE, POST actions). */
export function adminItemRoute(what: string, act: (item: AdminItem) => Answer): APIRoute {
  return (context) => {
    const auth = requireAdmin(context);
    if (auth instanceof Response) return auth;
    const id = routeId(context, what);
    if (id instanceof Response) return id;
    return act({ id, audit: auditOf(context, auth.user.id), context });
  };
}

/** An admin endpoint on the item `{id}` with a JSON body that must fit `schema`. */
export function adminItemUpdate<T>(
  what: string,
  schema: ZodType<T, ZodTypeDef, unknown>,
  act: (item: AdminItem & { body: T }) => Answer,
): APIRoute {
  return adminItemRoute(what, async (item) => {
    const body = await readJson(item.context.request, schema);
    return body.ok ? act({ ...item, body: body.data }) : body.response;
  });
}
