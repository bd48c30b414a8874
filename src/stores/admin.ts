/**
 * Admin dashboard state and actions. Every change is followed by a refresh of the affected list and
 * the counts (spec §7: "list refreshed"). Toast texts are the spec's (§8).
 */
import { atom } from 'nanostores';
import { postJson } from '@/lib/api-client';
import { eventStatusLabels, type EventStatus } from '@/lib/event-status';
import { getJson, getJsonWithRetry, HttpError } from '@/lib/api-get';
import type {
  AdminBusinessItem,
  AdminClaimItem,
  AdminRevisionItem,
  AdminCountsItem,
  AdminUserItem,
  ContactSummaryItem,
  DashboardEvent,
} from '@/lib/dashboard-types';
import type { AdminEventRevisionItem } from '@/lib/event-revision-item';
import { handleLoggedOut } from './session-expired';
import { toast } from './toast';

export const $adminBusinesses = atom<AdminBusinessItem[]>([]);
export const $adminEvents = atom<DashboardEvent[]>([]);
export const $adminContacts = atom<ContactSummaryItem[]>([]);
export const $adminUsers = atom<AdminUserItem[]>([]);
export const $adminClaims = atom<AdminClaimItem[]>([]);
export const $adminRevisions = atom<AdminRevisionItem[]>([]);
export const $adminEventRevisions = atom<AdminEventRevisionItem[]>([]);
export const $adminCounts = atom<AdminCountsItem>({ totalUsers: 0, pendingBusinesses: 0, pendingEvents: 0, contactMessages: 0 });
/** Key of the action in flight ('business:12'), to disable its button. */
export const $busy = atom<string | null>(null);

const lists = {
  businesses: ['/api/admin/businesses', $adminBusinesses],
  events: ['/api/admin/events', $adminEvents],
  contacts: ['/api/admin/contacts', $adminContacts],
  users: ['/api/admin/users', $adminUsers],
  claims: ['/api/admin/claims', $adminClaims],
  revisions: ['/api/admin/revisions', $adminRevisions],
  eventRevisions: ['/api/admin/event-revisions', $adminEventRevisions],
} as const;
type AdminList = keyof typeof lists;

function loggedOut(status: number): boolean {
  if (status !== 401) return false;
  handleLoggedOut(0); // immediate on admin (spec §8)
  return true;
}

async function refresh(list: AdminList): Promise<void> {
  const [url, store] = lists[list];
  try {
    (store as { set: (v: unknown) => void }).set(await getJsonWithRetry(url));
    $adminCounts.set(await getJson<AdminCountsItem>('/api/admin/stats'));
  } catch (error) {
    if (error instanceof HttpError) loggedOut(error.status);
  }
}

async function act(
  key: string,
  call: () => ReturnType<typeof postJson>,
  list: AdminList,
  success: string,
  failure: string,
): Promise<boolean> {
  $busy.set(key);
  try {
    const result = await call();
    if (loggedOut(result.status)) return false;
    // A conflict explains itself ("The last admin cannot be demoted…"): show the server's words.
    if (!result.ok) throw new Error(result.data.error, { cause: result.status === 409 ? 'conflict' : undefined });
    toast({ title: 'Success', description: success });
    await refresh(list);
    return true;
  } catch (error) {
    toast({
      title: 'Error',
      description:
        (failure === 'server' || (error instanceof Error && error.cause === 'conflict')) &&
        error instanceof Error &&
        error.message
          ? error.message
          : failure === 'server'
            ? 'Something went wrong'
            : failure,
      variant: 'destructive',
    });
    return false;
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
    () => postJson(`/api/admin/${path}/${id}/approve`, { approved, reason }, 'PATCH'),
    path,
    `${label} ${approved ? 'approved' : 'rejected'} successfully`,
    'Failed to update approval status',
  );
}

export function setRole(userId: number, role: 'admin' | 'user') {
  return act(
    `user:${userId}`,
    () => postJson(`/api/admin/users/${userId}/role`, { role }, 'PATCH'),
    'users',
    'User role updated successfully',
    'Failed to update user role',
  );
}

export function setFeatured(id: number, featured: boolean) {
  return act(
    `business:${id}`,
    () => postJson(`/api/admin/businesses/${id}/feature`, { featured }, 'PATCH'),
    'businesses',
    `Business ${featured ? 'featured' : 'unfeatured'} successfully`,
    'Failed to update featured status',
  );
}

export function revokeClaim(id: number) {
  return act(
    `business:${id}`,
    () => postJson(`/api/admin/businesses/${id}/revoke-claim`),
    'businesses',
    'Claim revoked successfully',
    'server',
  );
}

export function deleteItem(kind: 'businesses' | 'events' | 'contacts', id: number) {
  const label = { businesses: 'Business', events: 'Event', contacts: 'Message' }[kind];
  return act(
    `${kind}:${id}`,
    () => postJson(`/api/admin/${kind}/${id}`, undefined, 'DELETE'),
    kind,
    `${label} deleted successfully`,
    `Failed to delete ${label.toLowerCase()}`,
  );
}

/** The body of one contact message (the list carries none). */
export async function loadContactMessage(id: number): Promise<string | null> {
  try {
    const message = await getJson<{ message: string }>(`/api/admin/contacts/${id}`);
    $adminContacts.set($adminContacts.get().map((m) => (m.id === id ? { ...m, read: true } : m)));
    return message.message;
  } catch (error) {
    if (error instanceof HttpError && loggedOut(error.status)) return null;
    toast({ title: 'Error', description: 'Failed to load the message', variant: 'destructive' });
    return null;
  }
}

/** Approve (the claimant becomes the owner; other pending claims close) or reject with a reason. */
export function decideClaim(id: number, approved: boolean, reason?: string) {
  return act(
    `claims:${id}`,
    () => postJson(`/api/admin/claims/${id}`, { approved, reason }, 'PATCH'),
    'claims',
    `Claim ${approved ? 'approved' : 'rejected'} successfully`,
    'server',
  );
}

/** Publish a pending listing revision, or reject it with a reason (the live version stays). */
export function decideRevision(id: number, approved: boolean, reason?: string) {
  return act(
    `revisions:${id}`,
    () => postJson(`/api/admin/revisions/${id}`, { approved, reason }, 'PATCH'),
    'revisions',
    `Revision ${approved ? 'approved' : 'rejected'} successfully`,
    'server',
  );
}

/** Publish a pending event edit (and its new image), or reject it with a reason (issue 18 part 5b). */
export function decideEventRevision(id: number, approved: boolean, reason?: string) {
  return act(
    `event-revisions:${id}`,
    () => postJson(`/api/admin/event-revisions/${id}`, { approved, reason }, 'PATCH'),
    'eventRevisions',
    `Revision ${approved ? 'approved' : 'rejected'} successfully`,
    'server',
  );
}

/** Cancel, postpone or reinstate any event (issue 18.5). */
export function setEventStatus(id: number, status: EventStatus) {
  return act(
    `event:${id}`,
    () => postJson(`/api/events/${id}/status`, { status }, 'PATCH'),
    'events',
    `Event marked ${eventStatusLabels[status].toLowerCase()}`,
    'server',
  );
}
