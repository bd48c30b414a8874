/**
 * Admin dashboard state and actions. Every change is followed by a refresh of the affected list and
 * the counts ("list refreshed"). Toast texts are the site's fixed wording.
 */
import { atom, map } from 'nanostores';
import { api, apiGetWithRetry, type ApiRequest, type ApiResult } from '#src/platform/api-client.ts';
import { eventStatusLabels, type EventStatus } from '#src/features/events/event-status.ts';
import {
  adminListApiUrl,
  adminListHref,
  adminLists,
  pageCount,
  type AdminList as PagedList,
  type AdminListQuery,
} from './admin-list.ts';
import type { AdminDashboardData } from '#src/platform/schemas/responses.ts';
import { handleLoggedOut } from '#src/platform/session-expired.store.ts';
import { toast } from '#src/ui/toast.store.ts';

const isPaged = (list: string): list is PagedList => Object.hasOwn(adminLists, list);

/** The lists and counts the dashboard shows: the page's data first, then each list as the API returns it. */
export const $admin = map<AdminDashboardData>({
  counts: { totalUsers: 0, pendingBusinesses: 0, pendingEvents: 0, contactMessages: 0 },
  businesses: emptyPage('businesses'),
  events: emptyPage('events'),
  contacts: emptyPage('contacts'),
  users: emptyPage('users'),
  claims: emptyPage('claims'),
  revisions: [],
  eventRevisions: [],
  pendingClaims: 0,
});
/** Key of the action in flight ('business:12'), to disable its button. */
export const $busy = atom<string | null>(null);

type AdminTabList = Exclude<keyof AdminDashboardData, 'counts' | 'pendingClaims'>;
/** API paths that differ from the list's key. */
const listPaths: Partial<Record<AdminTabList, string>> = { eventRevisions: 'event-revisions' };

function emptyPage(list: PagedList) {
  return { q: '', filter: adminLists[list].initial, page: 1, items: [], total: 0, pages: 1, limit: adminLists[list].pageSize };
}

function loggedOut(status: number): boolean {
  if (status !== 401) return false;
  handleLoggedOut(0); // immediate on admin
  return true;
}

const inFlight = new Map<PagedList, AbortController>();

/**
 * Shows one page of a paged list (search, filter and page from the API, the total from its headers) and puts it
 * in the address, so a reload or a shared link opens the same page. A newer request cancels an older
 * one (typing in the search box). Past the last page (items were deleted) it shows the last page.
 */
export async function showAdminPage(list: PagedList, query: AdminListQuery, { toAddress = true } = {}): Promise<void> {
  inFlight.get(list)?.abort();
  const controller = new AbortController();
  inFlight.set(list, controller);
  const result = await apiGetWithRetry<AdminDashboardData[typeof list]['items']>(adminListApiUrl(list, query), {
    signal: controller.signal,
  });
  if (!result.ok) {
    if (!result.aborted && !loggedOut(result.status))
      toast({ title: 'Error', description: 'Failed to load the list', variant: 'destructive' });
    return;
  }
  const total = Number(result.headers.get('X-Total-Count') ?? result.data.length);
  const limit = adminLists[list].pageSize;
  const pages = pageCount(total, limit);
  if (query.page > pages) return showAdminPage(list, { ...query, page: pages }, { toAddress });
  inFlight.delete(list);
  $admin.setKey(list, { ...query, items: result.data, total, pages, limit } as AdminDashboardData[typeof list]);
  if (toAddress) window.history.replaceState(null, '', adminListHref(list, query));
}

async function refresh(list: AdminTabList): Promise<void> {
  if (isPaged(list)) {
    // The page the admin is on, as it is now (the item acted on may have moved to another status).
    const { q, filter, page } = $admin.get()[list];
    await showAdminPage(list, { q, filter, page }, { toAddress: false });
  } else {
    const items = await apiGetWithRetry<AdminDashboardData[typeof list]>(`/api/admin/${listPaths[list] ?? list}`);
    if (!items.ok) return void loggedOut(items.status);
    $admin.setKey(list, items.data);
  }
  if (list === 'claims') {
    // The spec's four counts leave claims out; the API's count of pending ones feeds "Waiting for your decision".
    const pending = await api<unknown[]>('/api/admin/claims?status=pending&page=1&limit=1');
    if (pending.ok) $admin.setKey('pendingClaims', Number(pending.headers.get('X-Total-Count') ?? 0));
  }
  const counts = await api<AdminDashboardData['counts']>('/api/admin/stats');
  if (counts.ok) $admin.setKey('counts', counts.data);
  else loggedOut(counts.status);
}

/** The toast for a refused action: `failure`, or the server's own words when `failure` is 'server'. */
function failureText(result: ApiResult, failure: string): string {
  // A conflict explains itself ("The last admin cannot be demoted…"): show the server's words.
  const ownWords = !result.ok && (failure === 'server' || result.status === 409) ? result.error : undefined;
  return ownWords ?? (failure === 'server' ? 'Something went wrong' : failure);
}

/** `success` as a function takes the answer's body (the server's own message, e.g. what a rejection refunded). */
async function act(
  key: string,
  url: string,
  request: ApiRequest,
  list: AdminTabList,
  success: string | ((data: unknown) => string),
  failure: string,
) {
  $busy.set(key);
  try {
    const result = await api(url, request);
    if (loggedOut(result.status)) return false;
    if (!result.ok) {
      toast({ title: 'Error', description: failureText(result, failure), variant: 'destructive' });
      return false;
    }
    toast({ title: 'Success', description: typeof success === 'string' ? success : success(result.data) });
    await refresh(list);
    return true;
  } finally {
    $busy.set(null);
  }
}

/** Approve, or reject with a reason the owner is e-mailed (an approved item is unpublished). */
export function setApproval(kind: 'business' | 'event', id: number, approved: boolean, reason?: string) {
  const path = kind === 'business' ? 'businesses' : 'events';
  const label = kind === 'business' ? 'Business' : 'Event';
  return act(
    `${kind}:${id}`,
    `/api/admin/${path}/${id}/approve`,
    { method: 'PATCH', body: { approved, reason } },
    path,
    // A listing's answer may add what was cancelled and refunded, or that nothing changed: show its words.
    (data) => (data as { message?: string } | null)?.message ?? `${label} ${approved ? 'approved' : 'rejected'} successfully`,
    'Failed to update approval status',
  );
}

export function setRole(userId: number, role: 'admin' | 'user') {
  return act(
    `user:${userId}`,
    `/api/admin/users/${userId}/role`,
    { method: 'PATCH', body: { role } },
    'users',
    'User role updated successfully',
    'Failed to update user role',
  );
}

export function setFeatured(id: number, featured: boolean) {
  return act(
    `business:${id}`,
    `/api/admin/businesses/${id}/feature`,
    { method: 'PATCH', body: { featured } },
    'businesses',
    `Business ${featured ? 'featured' : 'unfeatured'} successfully`,
    'Failed to update featured status',
  );
}

export function revokeClaim(id: number) {
  return act(
    `business:${id}`,
    `/api/admin/businesses/${id}/revoke-claim`,
    { method: 'POST' },
    'businesses',
    'Claim revoked successfully',
    'server',
  );
}

export function deleteItem(kind: 'businesses' | 'events' | 'contacts', id: number) {
  const label = { businesses: 'Business', events: 'Event', contacts: 'Message' }[kind];
  return act(
    `${kind}:${id}`,
    `/api/admin/${kind}/${id}`,
    { method: 'DELETE' },
    kind,
    `${label} deleted successfully`,
    `Failed to delete ${label.toLowerCase()}`,
  );
}

/** The body of one contact message (the list carries none). */
export async function loadContactMessage(id: number): Promise<string | null> {
  const result = await api<{ message: string }>(`/api/admin/contacts/${id}`);
  if (result.ok) {
    const contacts = $admin.get().contacts;
    $admin.setKey('contacts', { ...contacts, items: contacts.items.map((m) => (m.id === id ? { ...m, read: true } : m)) });
    return result.data.message;
  }
  if (!loggedOut(result.status)) toast({ title: 'Error', description: 'Failed to load the message', variant: 'destructive' });
  return null;
}

/** Approve (the claimant becomes the owner; other pending claims close) or reject with a reason. */
export function decideClaim(id: number, approved: boolean, reason?: string) {
  return act(
    `claims:${id}`,
    `/api/admin/claims/${id}`,
    { method: 'PATCH', body: { approved, reason } },
    'claims',
    `Claim ${approved ? 'approved' : 'rejected'} successfully`,
    'server',
  );
}

/** Publish a pending edit (a listing's, or an event's with its new image), or reject it with a reason (the live version stays). */
export function decideEdit(list: 'revisions' | 'eventRevisions', id: number, approved: boolean, reason?: string) {
  const path = listPaths[list] ?? list;
  return act(
    `${path}:${id}`,
    `/api/admin/${path}/${id}`,
    { method: 'PATCH', body: { approved, reason } },
    list,
    `Revision ${approved ? 'approved' : 'rejected'} successfully`,
    'server',
  );
}

/** Cancel, postpone or reinstate any event. */
export function setEventStatus(id: number, status: EventStatus) {
  return act(
    `event:${id}`,
    `/api/events/${id}/status`,
    { method: 'PATCH', body: { status } },
    'events',
    `Event marked ${eventStatusLabels[status].toLowerCase()}`,
    'server',
  );
}
