/**
 * A plan paid while the listing is in review starts its period when the listing first goes live:
 * the owner pays for days the listing is shown, not for the days it waited for approval.
 *
 * Only the test checkout's subscriptions are moved here. With Stripe the period is Stripe's own, and
 * moving it means giving the subscription a `trial_end` (it then shows as "trialing" in Stripe and on
 * its invoices) or resetting its billing anchor (which charges a proration); neither is done
 * automatically, see docs/payments.md.
 */
import { addPeriod, isPremiumStatus } from '#src/features/payments/billing-rules.ts';
import type { Business } from '#src/platform/server/db/schema.ts';
import { setInvoicePeriod } from './billing-invoices.queries.ts';
import { applySubscriptionSnapshot } from './sync.ts';
import { periodWaitsForApproval } from './config.ts';

/** Called with the listing as it was just before its first approval (inside the approval's transaction). */
export function startPaidPeriodAtApproval(before: Business, approvedAt = new Date()): void {
  const id = before.stripeSubscriptionId;
  const type = before.subscriptionType;
  if (!id || !type || !isPremiumStatus(before.subscriptionStatus) || !periodWaitsForApproval(id, before)) return;
  const periodEnd = addPeriod(approvedAt, type);
  if (before.currentPeriodEnd && before.currentPeriodEnd >= periodEnd) return;
  applySubscriptionSnapshot({
    snapshot: {
      id,
      status: before.subscriptionStatus!,
      currentPeriodEnd: periodEnd,
      // A cancellation scheduled while in review still keeps the whole paid period.
      cancelAt: before.cancelAt && before.cancelAt < periodEnd ? periodEnd : before.cancelAt,
      businessId: before.id,
      subscriptionType: type,
    },
    event: { id: `test:period-at-approval:${id}`, type: 'listing.first_approved' },
  });
  setInvoicePeriod({ externalId: `test_in_${id}_create`, periodStart: approvedAt, periodEnd });
}
