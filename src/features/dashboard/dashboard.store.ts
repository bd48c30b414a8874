/** Owner dashboard state: the owner's listings and events, refreshed from the API after changes. */
import { atom } from 'nanostores';
import { api, apiGetWithRetry } from '#src/platform/api-client.ts';
import { eventStatusLabels, type EventStatus } from '#src/features/events/event-status.ts';
import type { DashboardBusiness, DashboardEvent } from '#src/platform/schemas/responses.ts';
import { CANCEL_FAILURE, CANCEL_SUCCESS } from '#src/features/payments/payments.ts';
import { handleLoggedOut } from '#src/platform/session-expired.store.ts';
import { toast } from '#src/ui/toast.store.ts';

export const $myBusinesses = atom<DashboardBusiness[]>([]);
export const $myEvents = atom<DashboardEvent[]>([]);
export const $cancelling = atom<number | null>(null);
/** Id of the event whose status is being changed. */
export const $changingEvent = atom<number | null>(null);

const DASHBOARD_LOGOUT_DELAY_MS = 500;

/** Reloads one of the owner's lists; a 401 means the session ended. */
async function refreshList<T>(url: string, store: { set: (items: T[]) => void }): Promise<void> {
  const result = await apiGetWithRetry<T[]>(url);
  if (result.ok) store.set(result.data);
  else if (result.status === 401) handleLoggedOut(DASHBOARD_LOGOUT_DELAY_MS);
}

export async function cancelSubscription(businessId: number): Promise<void> {
  $cancelling.set(businessId);
  const result = await api<{ message: string }>(`/api/businesses/${businessId}/cancel-subscription`, { method: 'POST' });
  if (result.status === 401) handleLoggedOut(DASHBOARD_LOGOUT_DELAY_MS);
  else if (!result.ok) toast(CANCEL_FAILURE);
  else {
    // The server's message: the spec's toast where the 45 days decide the date, the real date where not.
    toast({ title: CANCEL_SUCCESS.title, description: result.data?.message ?? CANCEL_SUCCESS.description });
    await refreshList('/api/businesses/my', $myBusinesses);
  }
  $cancelling.set(null);
}

/** The author cancels, postpones or reinstates their own event. */
export async function setMyEventStatus(id: number, status: EventStatus): Promise<void> {
  $changingEvent.set(id);
  const result = await api(`/api/events/${id}/status`, { method: 'PATCH', body: { status } });
  if (result.status === 401) handleLoggedOut(DASHBOARD_LOGOUT_DELAY_MS);
  else if (!result.ok) toast({ title: 'Error', description: result.error ?? 'Something went wrong', variant: 'destructive' });
  else {
    toast({ title: 'Success', description: `Event marked ${eventStatusLabels[status].toLowerCase()}` });
    await refreshList('/api/events/my', $myEvents);
  }
  $changingEvent.set(null);
}
