/**
 * Owner-requested cancellation: the subscription ends at the later of 45 days
 * after the FIRST request and the end of the period already paid; the listing stays premium until then
 * and becomes a free listing afterwards. What a renewal inside the notice costs is Stripe's rule for these
 * settings (src/features/payments/billing-rules.ts), stated in the confirmation, the answer and the e-mail.
 */
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { findBillingUser, findBusinessForBilling } from './subscriptions.queries.ts';
import { queueMail } from '#src/platform/server/mail/index.ts';
import { cancellationEnd, endsAtNotice, type PlanType } from '#src/features/payments/billing-rules.ts';
import { chargesToComeText } from '#src/features/payments/cancel-notice.ts';
import { site } from '#src/config/site.ts';
import { isPremiumStatus } from '#src/features/payments/billing-rules.ts';
import { paymentProvider, PAYMENTS_NOT_CONFIGURED } from './config.ts';
import { PaymentError } from './errors.ts';
import { withKeyLock } from './lock.ts';
import { cancellationScheduledEmail } from './mail.ts';
import { getStripe } from './stripe.ts';
import { applySubscriptionSnapshot, snapshotFromStripe, type SubscriptionSnapshot } from './sync.ts';
import type { OwnerBillingRequest } from './self-service.ts';
import { billedLocally } from './test-checkout.ts';
import { errorText, logger } from '#src/platform/server/log.ts';

export interface CancellationResult {
  cancelAt: Date;
  /** False when an earlier request had already scheduled it (the first date is kept). */
  scheduledNow: boolean;
  /** The subscription as it now stands, for the charges still to come. */
  currentPeriodEnd: Date | null;
  subscriptionType: PlanType | null;
}

export async function scheduleCancellation({
  businessId,
  userId,
  now = new Date(),
}: OwnerBillingRequest): Promise<CancellationResult> {
  const business = findBusinessForBilling({ id: businessId });
  if (!business) throw new PaymentError(404, 'Business not found');
  if (business.ownerId !== userId) throw new PaymentError(403, 'You can only cancel your own subscriptions');
  const subscriptionId = business.stripeSubscriptionId;
  if (!subscriptionId || !isPremiumStatus(business.subscriptionStatus))
    throw new PaymentError(409, 'This listing has no active premium subscription');

  const result = await withKeyLock(`sub:${subscriptionId}`, async (): Promise<CancellationResult> => {
    const local = billedLocally(subscriptionId);
    if (!local && paymentProvider() !== 'stripe') throw new PaymentError(503, PAYMENTS_NOT_CONFIGURED);
    const { snapshot, scheduledNow } = local ? testSnapshot(businessId, now) : await stripeSnapshot(subscriptionId, now);
    applySubscriptionSnapshot({ snapshot, businessId, actorUserId: userId });
    return {
      cancelAt: snapshot.cancelAt!,
      scheduledNow,
      currentPeriodEnd: snapshot.currentPeriodEnd,
      subscriptionType: snapshot.subscriptionType ?? business.subscriptionType,
    };
  });

  if (result.scheduledNow) {
    insertAuditEntry({
      action: 'payment.cancellation_scheduled',
      actorUserId: userId,
      targetType: 'business',
      targetId: businessId,
      details: { cancelAt: result.cancelAt.toISOString() },
    });
    const owner = findBillingUser({ id: userId });
    if (owner)
      queueMail({
        to: owner.email,
        ...cancellationScheduledEmail({
          businessName: business.name,
          endsAt: result.cancelAt,
          atNotice: endsAtNotice(now, result.cancelAt),
          chargesToCome: chargesToComeText(result, result.cancelAt, site.timeZone),
        }),
      });
  }
  return result;
}

/** The test subscription as it stands, with the first requested end date. Re-read under the lock. */
type Scheduled = { snapshot: SubscriptionSnapshot; scheduledNow: boolean };

function testSnapshot(businessId: number, now: Date): Scheduled {
  const current = findBusinessForBilling({ id: businessId })!;
  const snapshot = {
    id: current.stripeSubscriptionId!,
    status: current.subscriptionStatus ?? 'active',
    currentPeriodEnd: current.currentPeriodEnd,
    cancelAt: current.cancelAt ?? cancellationEnd(now, current.currentPeriodEnd),
    businessId,
    subscriptionType: current.subscriptionType,
  };
  return { snapshot, scheduledNow: current.cancelAt == null };
}

async function stripeSnapshot(subscriptionId: string, now: Date): Promise<Scheduled> {
  const stripe = getStripe();
  try {
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    if (current.cancel_at) return { snapshot: snapshotFromStripe(current), scheduledNow: false };
    // The period already paid, as Stripe holds it (not our copy): the end is never before it.
    const end = cancellationEnd(now, snapshotFromStripe(current).currentPeriodEnd);
    const updated = await stripe.subscriptions.update(subscriptionId, {
      cancel_at: Math.floor(end.getTime() / 1000),
      // The owner paid for the current period; no credit or extra charge for the notice period.
      proration_behavior: 'none',
    });
    return { snapshot: snapshotFromStripe(updated), scheduledNow: true };
  } catch (error) {
    logger.error({ subscriptionId, err: errorText(error) }, '[payments] scheduling the cancellation failed');
    throw new PaymentError(502, 'Failed to cancel subscription. Please try again.');
  }
}
