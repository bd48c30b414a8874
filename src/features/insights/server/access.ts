/** Who may read a listing's insights: its owner or an admin (401 anonymous, 403 others, 404 unknown). */
import type { Business } from '#src/platform/server/db/schema.ts';
import { isActivePremium } from '#src/features/payments/billing-rules.ts';
import { findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import type { Failure } from '#src/platform/server/failure.ts';

/** What a free listing sees: the 30-day totals only; the rest is what premium adds. */
export const FREE_INSIGHTS_DAYS = 30;
export const FREE_INSIGHTS_MESSAGE =
  'Free listings see their 30-day totals. Daily figures and 7- and 90-day ranges are part of Premium.';

type Viewer = NonNullable<App.Locals['user']> | null;
export type InsightsAccess = { ok: true; business: Business; premium: boolean } | Failure<400 | 401 | 403 | 404>;

export function insightsAccess(viewer: Viewer, id: number | null): InsightsAccess {
  if (!viewer) return { ok: false, status: 401, error: 'Unauthorized' };
  if (id === null) return { ok: false, status: 400, error: 'Invalid business id' };
  const business = findBusinessById({ id });
  if (!business) return { ok: false, status: 404, error: 'Business not found' };
  if (viewer.role !== 'admin' && business.ownerId !== viewer.id) {
    return { ok: false, status: 403, error: 'You can only see insights for your own listings' };
  }
  return { ok: true, business, premium: isActivePremium(business) };
}
