/** Data for /dashboard: the signed-in owner's listings and events, as the API would return them. */
import { loadAudience } from '#src/features/payments/server/audience.ts';
import type { Audience } from '#src/features/payments/audience.ts';
import { toJson } from '#src/platform/json.ts';
import type { DashboardBusiness, DashboardEvent } from '#src/platform/schemas/responses.ts';
import { findBusinessById, listBusinessesByOwner } from '#src/features/listings/server/owner-businesses.queries.ts';
import { parseId } from '#src/platform/server/http/json.ts';
import { listOwnerEventsWithEdits } from '#src/features/events/server/owner-list.ts';
import { endDueTestSubscriptions, ensureTestSubscriptionSweeper } from '#src/features/payments/server/test-checkout.ts';
import { toOwnerBusiness } from '#src/features/listings/server/views.ts';

export function loadOwnerDashboard(ownerId: number): {
  businesses: DashboardBusiness[];
  events: DashboardEvent[];
  /** The site's own audience, for the upgrade panel. */
  audience: Audience;
} {
  // Test-mode subscriptions past their scheduled end become free before the owner sees them.
  endDueTestSubscriptions();
  ensureTestSubscriptionSweeper();
  return {
    businesses: toJson(listBusinessesByOwner({ ownerId }).map(toOwnerBusiness)),
    events: toJson(listOwnerEventsWithEdits(ownerId)),
    audience: loadAudience(),
  };
}

/** The owner's own listing for the edit page; undefined for anything else (malformed id, someone else's). */
export function findOwnedBusiness(ownerId: number, param: string | undefined) {
  const id = parseId(param);
  const business = id === null ? undefined : findBusinessById({ id });
  return business && business.ownerId === ownerId ? toOwnerBusiness(business) : undefined;
}
