/**
 * The endpoints on one item (`/api/{things}/{id}…`, `/api/admin/{things}/{id}…`) all begin the same way (guard →
 * parse → validate → act → respond): a guard (401/403), the numeric id (400 "Invalid {what} id") and,
 * for an update, the JSON body checked by the schema shared with the island (400 with field errors). This does that
 * part once; src/platform/server/http/user-item-route.ts (signed in) and src/features/admin/server/item-route.ts (admins) say which
 * guard and what the action is handed.
 */
import type { APIContext, APIRoute } from 'astro';
import type { ZodType } from 'zod';
import { readJson } from './json.ts';
import { routeId } from './route-id.ts';

type Answer = Response | Promise<Response>;
type SignedIn = { user: NonNullable<App.Locals['user']> };

/** An endpoint on the item `{id}`: `guard` refuses with its Response, `item` shapes what `act` is handed. */
export function guardedItemRoute<I>(
  guard: (context: APIContext) => SignedIn | Response,
  item: (passed: SignedIn, id: number, context: APIContext) => I,
): (what: string, act: (item: I) => Answer) => APIRoute {
  return (what, act) => (context) => {
    const auth = guard(context);
    if (auth instanceof Response) return auth;
    const id = routeId(context, what);
    if (id instanceof Response) return id;
    return act(item(auth, id, context));
  };
}

/** The same with a JSON body that must fit `schema`, handed to `act` as `body`. */
export function withJsonBody<I extends { context: APIContext }>(route: (what: string, act: (item: I) => Answer) => APIRoute) {
  return <T>(what: string, schema: ZodType<T, unknown>, act: (item: I & { body: T }) => Answer): APIRoute =>
    route(what, async (item) => {
      const body = await readJson(item.context.request, schema);
      return body.ok ? act({ ...item, body: body.data }) : body.response;
    });
}
