/**
 * A deleted listing must never be charged again: its live subscription is canceled first, at once and
 * without proration (the current period was paid for a listing the admins removed; any refund is their
 * call in the Stripe Dashboard). If Stripe cannot cancel it, the listing is not deleted, so the
 * subscription is never left billing for a listing nobody can see.
 */
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { findBusinessForBilling } from './subscriptions.queries.ts';
import { errorText, logger } from '#src/platform/server/log.ts';
import { isLiveSubscription } from '#src/features/payments/billing-rules.ts';
import { paymentProvider } from './config.ts';
import { PaymentError } from './errors.ts';
import { withKeyLock } from './lock.ts';
import { getStripe } from './stripe.ts';
import { billedLocally } from './test-checkout.ts';

const DELETE_CANCEL_FAILED =
  'Stripe could not cancel the premium subscription, so the listing was not deleted. Please try again.';

export async function endSubscriptionBeforeDelete({ businessId, actorUserId }: { businessId: number; actorUserId: number }) {
  const business = findBusinessForBilling({ id: businessId });
  const subscriptionId = business?.stripeSubscriptionId;
  if (!subscriptionId || !isLiveSubscription(business.subscriptionStatus)) return;
  // A test subscription bills nobody: it ends with its row. Without a Stripe key there is no Stripe to
  // tell (a misconfigured deployment): the delete goes ahead and says so in the log and audit entry.
  const atStripe = !billedLocally(subscriptionId) && paymentProvider() === 'stripe';
  if (!billedLocally(subscriptionId) && !atStripe)
    logger.warn({ subscriptionId }, "[payments] no Stripe key: a deleted listing's subscription was not canceled at Stripe");
  if (atStripe) {
    await withKeyLock(`sub:${subscriptionId}`, async () => {
      try {
        await getStripe().subscriptions.cancel(subscriptionId, { prorate: false, invoice_now: false });
      } catch (error) {
        // Already gone at Stripe: nothing left to stop.
        if ((error as { code?: string }).code === 'resource_missing') return;
        logger.error({ subscriptionId, err: errorText(error) }, '[payments] canceling before a delete failed');
        throw new PaymentError(502, DELETE_CANCEL_FAILED);
      }
    });
  }
  insertAuditEntry({
    action: 'payment.canceled_on_delete',
    actorUserId,
    targetType: 'business',
    targetId: businessId,
    details: { subscription: subscriptionId, name: business.name, canceledAtStripe: atStripe },
  });
}
