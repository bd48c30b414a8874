/** The owner's subscriptions for the dashboard's Subscription tab and listing cards. */
import { findLatestCheckout } from './checkouts.queries.ts';
import { listOwnerBilling } from './subscriptions.queries.ts';
import { isActivePremium, isLiveSubscription } from '#src/features/payments/billing-rules.ts';
import { endDueTestSubscriptions, ensureTestSubscriptionSweeper } from './test-checkout.ts';

interface ListingSubscription {
  businessId: number;
  name: string;
  approved: boolean;
  premium: boolean;
  status: string | null;
  subscriptionType: 'monthly' | 'yearly' | null;
  /** Next renewal, when no cancellation is scheduled. */
  renewsAt: string | null;
  /** Scheduled end (45-day notice); premium until then. */
  endsAt: string | null;
  /** A checkout was started but not paid (or payment failed): offer checkout again. */
  paymentPending: boolean;
  /** May start a checkout (free, unpaid or ended listings without a live subscription). */
  canUpgrade: boolean;
  canCancel: boolean;
}

export interface SubscriptionSummary {
  premiumCount: number;
  listings: ListingSubscription[];
}

export function getSubscriptionSummary({ ownerId, now = new Date() }: { ownerId: number; now?: Date }): SubscriptionSummary {
  ensureTestSubscriptionSweeper();
  endDueTestSubscriptions({ now });
  const listings = listOwnerBilling({ ownerId }).map((b): ListingSubscription => {
    const premium = isActivePremium(b);
    const live = b.stripeSubscriptionId != null && isLiveSubscription(b.subscriptionStatus);
    const latest = premium ? undefined : findLatestCheckout({ businessId: b.id });
    return {
      businessId: b.id,
      name: b.name,
      approved: b.approved,
      premium,
      status: b.subscriptionStatus,
      subscriptionType: b.subscriptionType,
      renewsAt: premium && !b.cancelAt && b.currentPeriodEnd ? b.currentPeriodEnd.toISOString() : null,
      endsAt: premium && b.cancelAt ? b.cancelAt.toISOString() : null,
      paymentPending:
        !premium && (b.subscriptionStatus === 'incomplete' || b.subscriptionStatus === 'past_due' || latest?.status === 'open'),
      canUpgrade: !live,
      canCancel: premium && !b.cancelAt,
    };
  });
  return { premiumCount: listings.filter((l) => l.premium).length, listings };
}
