/**
 * The signed-in endpoints on one item (`/api/{things}/{id}…`: a listing, an event, a review): the sign-in guard
 * (401), the numeric id and, for an update, the JSON body (src/platform/server/http/item-route.ts). Whether the user may act
 * on that item stays with each action. The admin counterpart: src/features/admin/server/item-route.ts.
 */
import type { APIContext } from 'astro';
import { requireUser } from '#src/features/accounts/server/guards.ts';
import { guardedItemRoute, withJsonBody } from './item-route.ts';

export interface UserItem {
  user: NonNullable<App.Locals['user']>;
  id: number;
  context: APIContext;
}

/** A signed-in endpoint on the item `{id}` that reads its own body (or none). */
export const userItemRoute = guardedItemRoute<UserItem>(requireUser, ({ user }, id, context) => ({ user, id, context }));

/** A signed-in endpoint on the item `{id}` with a JSON body that must fit `schema`. */
export const userItemUpdate = withJsonBody(userItemRoute);
