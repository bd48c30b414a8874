/** Owner dashboard state: the owner's listings and events, refreshed from the API after changes. */
import { atom } from 'nanostores';
import { postJson } from '@/lib/api-client';
import { eventStatusLabels, type EventStatus } from '@/lib/event-status';
import { getJsonWithRetry, HttpError } from '@/lib/api-get';
import type { DashboardBusiness, DashboardEvent } from '@/lib/dashboard-types';
import { CANCEL_FAILURE, CANCEL_SUCCESS } from '@/lib/payments';
import { handleLoggedOut } from './session-expired';
import { toast } from './toast';

export const $myBusinesses = atom<DashboardBusiness[]>([]);
export const $myEvents = atom<DashboardEvent[]>([]);
export const $cancelling = atom<number | null>(null);
/** Id of the event whose status is being changed. */
export const $changingEvent = atom<number | null>(null);

const DASHBOARD_LOGOUT_DELAY_MS = 500;

async function refreshMyBusinesses(): Promise<void> {
  try {
    $myBusinesses.set(await getJsonWithRetry<DashboardBusiness[]>('/api/businesses/my'));
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) handleLoggedOut(DASHBOARD_LOGOUT_DELAY_MS);
  }
}

export async function cancelSubscription(businessId: number): Promise<void> {
  $cancelling.set(businessId);
  try {
    const result = await postJson(`/api/businesses/${businessId}/cancel-subscription`);
    if (result.status === 401) return handleLoggedOut(DASHBOARD_LOGOUT_DELAY_MS);
    if (!result.ok) throw new Error(result.data.error);
    toast(CANCEL_SUCCESS);
    await refreshMyBusinesses();
  } catch {
    toast(CANCEL_FAILURE);
  } finally {
    $cancelling.set(null);
  }
}

/** The author cancels, postpones or reinstates their own event (issue 18.5). */
export async function setMyEventStatus(id: number, status: EventStatus): Promise<void> {
  $changingEvent.set(id);
  try {
    const result = await postJson(`/api/events/${id}/status`, { status }, 'PATCH');
    if (result.status === 401) return handleLoggedOut(DASHBOARD_LOGOUT_DELAY_MS);
    if (!result.ok) throw new Error(result.data.error);
    toast({ title: 'Success', description: `Event marked ${eventStatusLabels[status].toLowerCase()}` });
    $myEvents.set(await getJsonWithRetry<DashboardEvent[]>('/api/events/my'));
  } catch (error) {
    toast({
      title: 'Error',
      description: error instanceof Error && error.message ? error.message : 'Something went wrong',
      variant: 'destructive',
    });
  } finally {
    $changingEvent.set(null);
  }
}
