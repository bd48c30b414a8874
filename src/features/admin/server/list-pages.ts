/**
 * One page of an admin list (Businesses, Events, Claims, Users) for the dashboard and for
 * `GET /api/admin/{list}`: the same query, the same JSON items, so a page rendered on the server and a
 * page the island fetches look alike.
 */
import type { APIRoute } from 'astro';
import {
  adminLists,
  pageCount,
  type AdminList,
  type AdminListPage,
  type AdminListQuery,
} from '#src/features/admin/admin-list.ts';
import { toJson } from '#src/platform/json.ts';
import { requireAdmin } from '#src/features/accounts/server/guards.ts';
import { toPublicUser } from '#src/features/accounts/server/accounts.ts';
import { listBusinessesForAdmin, listEventsForAdmin, type AdminStatusFilter } from './admin.queries.ts';
import { listClaimsForAdmin, type AdminClaimFilter } from '#src/features/claims/server/claims.queries.ts';
import { listContactMessagesForAdmin } from '#src/features/contact/server/contact.queries.ts';
import { listUsersForAdmin } from '#src/features/accounts/server/users.queries.ts';
import { toAdminClaim } from '#src/features/claims/server/views.ts';
import { adminListResponse, parseAdminListParams, type AdminListParams } from './list-params.ts';
import { toAdminBusiness, toAdminEvent, toContactSummary } from './views.ts';

type Slice = Pick<AdminListParams, 'filter' | 'q' | 'limit' | 'offset'>;

/** A page of rows as JSON; a row's view may wait (a listing's refund warning asks Stripe). */
async function rowsOf<T, U>({ items, total }: { items: T[]; total: number }, view: (row: T) => U | Promise<U>) {
  return { items: toJson(await Promise.all(items.map(view))), total };
}

const loaders = {
  businesses: ({ filter, ...rest }: Slice) =>
    rowsOf(listBusinessesForAdmin({ status: filter as AdminStatusFilter, ...rest }), toAdminBusiness),
  events: ({ filter, ...rest }: Slice) =>
    rowsOf(listEventsForAdmin({ status: filter as AdminStatusFilter, ...rest }), toAdminEvent),
  claims: ({ filter, ...rest }: Slice) =>
    rowsOf(listClaimsForAdmin({ status: filter as AdminClaimFilter, ...rest }), toAdminClaim),
  users: ({ filter, ...rest }: Slice) =>
    rowsOf(listUsersForAdmin({ role: filter as 'all' | 'admin' | 'user', ...rest }), toPublicUser),
  contacts: ({ filter, ...rest }: Slice) =>
    rowsOf(listContactMessagesForAdmin({ status: filter as 'all' | 'unread' | 'read', ...rest }), toContactSummary),
};

export type AdminListItem<L extends AdminList> = Awaited<ReturnType<(typeof loaders)[L]>>['items'][number];

/** `GET /api/admin/{list}`: admin only; the spec's array of items, paged by `page` or `offset`. */
export function adminListEndpoint(list: AdminList): APIRoute {
  return async (context) => {
    const auth = requireAdmin(context);
    if (auth instanceof Response) return auth;
    const params = parseAdminListParams(context.url, list);
    if (params instanceof Response) return params;
    const { items, total } = await loaders[list](params);
    return adminListResponse(list, items, total, params);
  };
}

/** The view the dashboard's address asks for; a bad value (a hand-edited address) falls back to its default. */
export function adminListQuery(url: URL, list: AdminList, active: boolean): AdminListQuery {
  const { filters, initial } = adminLists[list];
  const defaults = { q: '', filter: initial, page: 1 };
  if (!active) return defaults;
  const filter = url.searchParams.get('filter') ?? initial;
  const page = Number(url.searchParams.get('page') ?? '1');
  return {
    q: (url.searchParams.get('q') ?? '').trim().slice(0, 200),
    filter: (filters as readonly string[]).includes(filter) ? filter : initial,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** One page of a list; past the last page (items deleted since the link was made) it shows the last page. */
export async function loadAdminListPage<L extends AdminList>(
  list: L,
  query: AdminListQuery,
): Promise<AdminListPage<AdminListItem<L>>> {
  const limit = adminLists[list].pageSize;
  const load = (page: number) => loaders[list]({ filter: query.filter, q: query.q, limit, offset: (page - 1) * limit });
  let page = query.page;
  let { items, total } = await load(page);
  const pages = pageCount(total, limit);
  if (page > pages) ({ items, total } = await load((page = pages)));
  return { ...query, page, items: items as AdminListItem<L>[], total, pages, limit };
}
