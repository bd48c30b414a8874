/** Data for /dashboard: the signed-in owner's listings and events, as the API would return them. */
import { toJson } from '@/lib/json';
import type { DashboardBusiness, DashboardEvent } from '@/lib/schemas/responses';
import { findBusinessById, listBusinessesByOwner } from '@/server/db/queries/owner-businesses';
import { parseId } from '@/server/http/json';
import { listOwnerEventsWithEdits } from '@/server/events/owner-list';
import { endDueTestSubscriptions, ensureTestSubscriptionSweeper } from '@/server/payments/test-checkout';
import { toOwnerBusiness } from './views';

export function loadOwnerDashboard(ownerId: number): { businesses: DashboardBusiness[]; events: DashboardEvent[] } {
  // Test-mode subscriptions past their scheduled end become free before the owner sees them.
  endDueTestSubscriptions();
  ensureTestSubscriptionSweeper();
  return {
    businesses: toJson(listBusinessesByOwner({ ownerId }).map(toOwnerBusiness)),
    events: toJson(listOwnerEventsWithEdits(ownerId)),
  };
}

/** The owner's own listing for the edit page; undefined for anything else (malformed id, someone else's). */
export function findOwnedBusiness(ownerId: number, param: string | undefined) {
  const id = parseId(param);
  const business = id === null ? undefined : findBusinessById({ id });
  return business && business.ownerId === ownerId ? toOwnerBusiness(business) : undefined;
}
