/**
 * Billing self-service for one premium listing: switch monthly ↔ yearly, undo a
 * scheduled cancellation, and open Stripe's Customer Portal (card, invoices, receipts). Stripe and the
 * built-in test checkout go through the same functions; only `provider` steps differ, and both end in
 * applySubscriptionSnapshot like every other billing change. The money rules are src/features/payments/billing-rules.ts.
 *
 * Every call checks that the listing is the caller's and its subscription live: another owner's listing
 * is 403, an unknown one 404, a listing without a live premium subscription 409, and nothing changes.
 */
import type Stripe from 'stripe';
import { planSwitch, type PlanType } from '#src/features/payments/billing-rules.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { recordInvoiceWithReceipt } from './receipts.ts';
import { findBillingUser, findBusinessForBilling } from './subscriptions.queries.ts';
import type { Business } from '#src/platform/server/db/schema.ts';
import { env } from '#src/config/env.ts';
import { errorText, logger } from '#src/platform/server/log.ts';
import { isPremiumStatus } from '#src/features/payments/billing-rules.ts';
import { configuredPriceId, INTERVAL, paymentProvider, PAYMENTS_NOT_CONFIGURED, PRICE_CENTS } from './config.ts';
import { PaymentError } from './errors.ts';
import { withKeyLock } from './lock.ts';
import { getStripe } from './stripe.ts';
import { applySubscriptionSnapshot, snapshotFromStripe } from './sync.ts';
import { billedLocally } from './test-checkout.ts';

const billingTexts = {
  notFound: 'Business not found',
  notYours: 'You can only manage billing for your own listings',
  noSubscription: 'This listing has no active premium subscription',
  samePlan: (type: PlanType) => `This listing is already on the ${type} plan`,
  cancelScheduled: 'Undo the scheduled cancellation before switching plans',
  nothingToUndo: 'No cancellation is scheduled for this listing',
  otherCustomer: 'This subscription is billed to another account',
  stripeFailed: 'Stripe could not make this change. Nothing was changed; please try again.',
  cardDeclined: 'The card on file was declined, so the plan was not switched. Update your card and try again.',
  portalFailed: 'The billing portal could not be opened. Please try again.',
} as const;

type Owned = { business: Business; subscriptionId: string; test: boolean };

/** The caller's listing with a live premium subscription, or a PaymentError naming why not. */
/** An owner's request about the billing of one of their listings (`now` moves the clock in tests). */
export interface OwnerBillingRequest {
  businessId: number;
  userId: number;
  now?: Date;
}

export function ownedPremiumListing({ businessId, userId }: { businessId: number; userId: number }): Owned {
  const business = findBusinessForBilling({ id: businessId });
  if (!business) throw new PaymentError(404, billingTexts.notFound);
  if (business.ownerId !== userId) throw new PaymentError(403, billingTexts.notYours);
  const subscriptionId = business.stripeSubscriptionId;
  if (!subscriptionId || !isPremiumStatus(business.subscriptionStatus)) throw new PaymentError(409, billingTexts.noSubscription);
  const test = billedLocally(subscriptionId);
  if (!test && paymentProvider() !== 'stripe') throw new PaymentError(503, PAYMENTS_NOT_CONFIGURED);
  return { business, subscriptionId, test };
}

function stripeFailure(error: unknown, context: Record<string, unknown>, message: string = billingTexts.stripeFailed): never {
  if (error instanceof PaymentError) throw error;
  logger.error({ ...context, err: errorText(error) }, '[payments] a billing change failed at Stripe');
  const declined = (error as { type?: string }).type === 'StripeCardError';
  throw new PaymentError(declined ? 409 : 502, declined ? billingTexts.cardDeclined : message);
}

// ---- Switching monthly ↔ yearly ----------------------------------------------------------------

export interface PlanSwitchResult {
  subscriptionType: PlanType;
  currentPeriodEnd: Date | null;
}

export function switchPlan({
  businessId,
  userId,
  subscriptionType,
  now = new Date(),
}: {
  businessId: number;
  userId: number;
  subscriptionType: PlanType;
  now?: Date;
}): Promise<PlanSwitchResult> {
  const first = ownedPremiumListing({ businessId, userId });
  return withKeyLock(`sub:${first.subscriptionId}`, async () => {
    // Re-read under the lock: a cancellation or another switch may have landed meanwhile.
    const { business, subscriptionId, test } = ownedPremiumListing({ businessId, userId });
    if (business.cancelAt) throw new PaymentError(409, billingTexts.cancelScheduled);
    const from = business.subscriptionType ?? 'monthly';
    if (from === subscriptionType) throw new PaymentError(409, billingTexts.samePlan(subscriptionType));
    const snapshot = test
      ? switchTestPlan(business, subscriptionId, from, subscriptionType, now)
      : await switchStripePlan(subscriptionId, subscriptionType, now);
    applySubscriptionSnapshot({ snapshot, businessId, actorUserId: userId });
    insertAuditEntry({
      action: 'payment.plan_switched',
      actorUserId: userId,
      targetType: 'business',
      targetId: businessId,
      details: { from, to: subscriptionType, subscription: subscriptionId },
    });
    return { subscriptionType, currentPeriodEnd: snapshot.currentPeriodEnd };
  });
}

/** `at`: the instant the owner's confirmation was worked out; Stripe prorates as of it (`proration_date`). */
async function switchStripePlan(subscriptionId: string, to: PlanType, at: Date) {
  const stripe = getStripe();
  try {
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    const item = current.items.data[0];
    if (!item) throw new PaymentError(409, billingTexts.noSubscription);
    const priceId = configuredPriceId(to);
    const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
    const updated = await stripe.subscriptions.update(subscriptionId, {
      items: [
        priceId
          ? { id: item.id, price: priceId }
          : {
              id: item.id,
              price_data: { currency: 'usd', unit_amount: PRICE_CENTS[to], recurring: { interval: INTERVAL[to] }, product },
            },
      ],
      // The interval changes, so the new period starts now: charge it at once, less the unused time.
      proration_behavior: 'always_invoice',
      proration_date: Math.floor(at.getTime() / 1000),
      // A declined card leaves the subscription as it was (no half-switched plan, no unpaid invoice).
      payment_behavior: 'error_if_incomplete',
      metadata: { subscriptionType: to },
    });
    return snapshotFromStripe(updated);
  } catch (error) {
    stripeFailure(error, { subscriptionId, to, at: at.toISOString() });
  }
}

/** The test checkout applies Stripe's rule itself and writes the invoice Stripe would have made. */
function switchTestPlan(business: Business, subscriptionId: string, from: PlanType, to: PlanType, now: Date) {
  const change = planSwitch({ from, to, currentPeriodEnd: business.currentPeriodEnd ?? now, now });
  recordInvoiceWithReceipt(
    {
      businessId: business.id,
      subscriptionId,
      externalId: `test_in_${subscriptionId}_switch_${change.periodStart.getTime()}`,
      reason: 'subscription_update',
      subscriptionType: to,
      amountCents: change.totalCents,
      periodStart: change.periodStart,
      periodEnd: change.periodEnd,
      createdAt: now,
    },
    'test-card',
  );
  return {
    id: subscriptionId,
    status: 'active',
    currentPeriodEnd: change.periodEnd,
    cancelAt: null,
    businessId: business.id,
    subscriptionType: to,
  };
}

// ---- Undoing a scheduled cancellation ----------------------------------------------------------

export function undoCancellation({
  businessId,
  userId,
  now = new Date(),
}: OwnerBillingRequest): Promise<{ renewsAt: Date | null }> {
  const first = ownedPremiumListing({ businessId, userId });
  return withKeyLock(`sub:${first.subscriptionId}`, async () => {
    const { business, subscriptionId, test } = ownedPremiumListing({ businessId, userId });
    if (!business.cancelAt || business.cancelAt <= now) throw new PaymentError(409, billingTexts.nothingToUndo);
    const snapshot = test
      ? {
          id: subscriptionId,
          status: business.subscriptionStatus ?? 'active',
          currentPeriodEnd: business.currentPeriodEnd,
          cancelAt: null,
          businessId,
          subscriptionType: business.subscriptionType,
        }
      : await clearStripeCancelAt(subscriptionId);
    applySubscriptionSnapshot({ snapshot, businessId, actorUserId: userId });
    insertAuditEntry({
      action: 'payment.cancellation_undone',
      actorUserId: userId,
      targetType: 'business',
      targetId: businessId,
      details: { subscription: subscriptionId, wasCancelAt: business.cancelAt.toISOString() },
    });
    return { renewsAt: snapshot.currentPeriodEnd };
  });
}

async function clearStripeCancelAt(subscriptionId: string) {
  try {
    // '' unsets cancel_at; 'none': taking the end date back changes no charge of the current period.
    const updated = await getStripe().subscriptions.update(subscriptionId, { cancel_at: '', proration_behavior: 'none' });
    return snapshotFromStripe(updated);
  } catch (error) {
    stripeFailure(error, { subscriptionId });
  }
}

// ---- Customer Portal ---------------------------------------------------------------------------

/**
 * A Customer Portal session for the customer that pays THIS listing's subscription, checked against
 * Stripe: the session is only created when the subscription is billed to the caller's own customer.
 */
export async function openBillingPortal({
  businessId,
  userId,
}: {
  businessId: number;
  userId: number;
}): Promise<{ url: string }> {
  const { subscriptionId, test } = ownedPremiumListing({ businessId, userId });
  if (test) return { url: `/dashboard/billing/${businessId}` };
  const customer = findBillingUser({ id: userId })?.stripeCustomerId;
  if (!customer) throw new PaymentError(409, billingTexts.otherCustomer);
  const stripe = getStripe();
  let subscription: Stripe.Subscription;
  try {
    subscription = await stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    stripeFailure(error, { subscriptionId }, billingTexts.portalFailed);
  }
  const billedTo = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  if (billedTo !== customer) throw new PaymentError(409, billingTexts.otherCustomer);
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer,
      return_url: `${env.siteUrl}/dashboard/billing/${businessId}`,
    });
    insertAuditEntry({ action: 'payment.portal_opened', actorUserId: userId, targetType: 'business', targetId: businessId });
    return { url: session.url };
  } catch (error) {
    stripeFailure(error, { businessId }, billingTexts.portalFailed);
  }
}
