/**
 * The signed-in endpoints on one item (`/api/{things}/{id}…`: a listing, an event, a review) begin the same
 * way (DESIGN.md §4: guard → parse → validate → act → respond): the sign-in guard (401), the numeric id
 * (400 "Invalid {what} id") and, for an update, the JSON body checked by the schema shared with the island.
 * Whether the user may act on that item stays with each action. The admin twin: src/server/admin/item-route.ts.
 */
import type { APIContext, APIRoute } from 'astro';
import type { ZodType, ZodTypeDef } from 'zod';
import { requireUser } from '@/server/auth/guards';
import { readJson } from '@/server/http/json';
import { routeId } from '@/server/owners/http';

export interface UserItem {
  user: NonNullable<App.Locals['user']>;
  id: number;
  context: APIContext;
}

type Answer = Response | Promise<Response>;

/** A signed-in endpoint on the item `{id}` that reads its own body (or none). */
export function userItemRoute(what: string, act: (item: UserItem) => Answer): APIRoute {
  return (context) => {
    const auth = requireUser(context);
    if (auth instanceof Response) return auth;
    const id = routeId(context, what);
    if (id instanceof Response) return id;
    return act({ user: auth.user, id, context });
  };
}

/** A signed-in endpoint on the item `{id}` with a JSON body that must fit `schema`. */
export function userItemUpdate<T>(
  what: string,
  schema: ZodType<T, ZodTypeDef, unknown>,
  act: (item: UserItem & { body: T }) => Answer,
): APIRoute {
  return userItemRoute(what, async (item) => {
    const body = await readJson(item.context.request, schema);
    return body.ok ? act({ ...item, body: body.data }) : body.response;
  });
}
