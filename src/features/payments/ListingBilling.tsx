/**
 * The billing part of one listing card in the owner dashboard (a plain React component, used inside
 * the dashboard island): renewal date of an active plan, the scheduled end after a cancellation, and
 * 'Upgrade to Premium' / 'Complete Payment' for listings without a live subscription.
 */
import UpgradeToPremium from './UpgradeToPremium.tsx';
import { isLiveSubscription } from './billing-rules.ts';
import { formatBillingDate } from './payments.ts';

export interface BillingFields {
  id: number;
  plan: 'free' | 'premium';
  premium: boolean;
  subscriptionStatus: string | null;
  subscriptionType: 'monthly' | 'yearly' | null;
  cancelAt: string | null;
  /** ISO date; present in the owner JSON (`currentPeriodEnd`). */
  currentPeriodEnd?: string | null;
}

/** Statuses of a subscription that still exists and may bill: no new checkout then (the server refuses it too). */

export function billingLine(b: BillingFields, timeZone: string): string | null {
  if (b.premium && b.cancelAt)
    return `Cancellation Scheduled: premium until ${formatBillingDate(b.cancelAt, timeZone)}, then a free listing.`;
  if (b.premium && b.currentPeriodEnd)
    return `${b.subscriptionType === 'yearly' ? 'Yearly' : 'Monthly'} plan · renews ${formatBillingDate(b.currentPeriodEnd, timeZone)}`;
  if (b.subscriptionStatus === 'past_due') return 'Payment failed: premium is paused until the card on file is charged.';
  if (b.plan === 'premium' && !b.premium) return 'Payment not completed: the listing is not premium yet.';
  return null;
}

export default function ListingBilling({ business, timeZone }: { business: BillingFields; timeZone: string }) {
  const line = billingLine(business, timeZone);
  const canCheckout = !business.premium && !isLiveSubscription(business.subscriptionStatus);
  if (!line && !canCheckout) return null;
  return (
    <div className="grid gap-2">
      {line && <p className="text-sm text-slate-700">{line}</p>}
      {canCheckout && (
        <UpgradeToPremium
          businessId={business.id}
          label={business.plan === 'premium' ? 'Complete Payment' : 'Upgrade to Premium'}
          initialType={business.subscriptionType ?? 'monthly'}
        />
      )}
    </div>
  );
}
