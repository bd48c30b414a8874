/**
 * Server-side pages of the admin lists, so a phone never scrolls past every listing at once. The page, the island and the API share these shapes: one page of items, the
 * search and filter that produced it, and how many there are in all.
 */

/**
 * The lists shown a page at a time: the filter the API reads (`status` or `role`, 'all' when absent),
 * the one the dashboard starts with (claims open on the pending ones, the work to do), and the items a
 * page (the default `limit` with `page`): 20 phone cards stay a few screens at 390 px; a claim card
 * sets the listing beside the claimant and is three times as tall, so claims come 10 a page.
 */
export const adminLists = {
  businesses: { param: 'status', filters: ['all', 'pending', 'rejected', 'approved'], initial: 'all', pageSize: 20 },
  events: { param: 'status', filters: ['all', 'pending', 'rejected', 'approved'], initial: 'all', pageSize: 20 },
  claims: { param: 'status', filters: ['all', 'pending', 'decided'], initial: 'pending', pageSize: 10 },
  users: { param: 'role', filters: ['all', 'admin', 'user'], initial: 'all', pageSize: 20 },
  contacts: { param: 'status', filters: ['all', 'unread', 'read'], initial: 'all', pageSize: 20 },
} as const;

export type AdminList = keyof typeof adminLists;

/** What the user asked for: search text, filter key and page (1-based). */
export interface AdminListQuery {
  q: string;
  filter: string;
  page: number;
}

export interface AdminListPage<T> extends AdminListQuery {
  items: T[];
  total: number;
  pages: number;
  limit: number;
}

export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** "Showing 1–20 of 46", "Showing 1 of 1"; `null` when the list is empty (the empty message says it). */
export function showingText({ page, limit, total, items }: Pick<AdminListPage<unknown>, 'page' | 'limit' | 'total' | 'items'>) {
  if (items.length === 0) return null;
  const first = (page - 1) * limit + 1;
  const last = first + items.length - 1;
  return `Showing ${first === last ? first : `${first}–${last}`} of ${total}`;
}

/** The dashboard address of one view of a list (`/admin?tab=users&q=ann&filter=admin&page=2`); defaults left out. */
export function adminListHref(tab: AdminList, { q, filter, page }: AdminListQuery): string {
  const params = new URLSearchParams({ tab });
  if (q) params.set('q', q);
  if (filter !== adminLists[tab].initial) params.set('filter', filter);
  if (page > 1) params.set('page', String(page));
  return `/admin?${params}`;
}

/** The API address of the same view (`/api/admin/users?page=2&limit=20&q=ann&role=admin`). */
export function adminListApiUrl(
  tab: AdminList,
  { q, filter, page }: AdminListQuery,
  limit: number = adminLists[tab].pageSize,
): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q) params.set('q', q);
  if (filter !== 'all') params.set(adminLists[tab].param, filter);
  return `/api/admin/${tab}?${params}`;
}
