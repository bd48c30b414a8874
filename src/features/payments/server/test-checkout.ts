/**
 * The built-in checkout used when no STRIPE_SECRET_KEY is set: no card, no Stripe.
 * Completing it builds the subscription snapshot Stripe would report and applies it through the same
 * function as the webhook, with its own exactly-once key.
 */
import { randomBytes } from 'node:crypto';
import { skipIfBusy } from '#src/platform/server/db/busy.ts';
import { closeCheckout, findCheckoutByExternalId, type Checkout } from './checkouts.queries.ts';
import { listBillingInvoices } from './billing-invoices.queries.ts';
import { recordInvoiceWithReceipt } from './receipts.ts';
import { findBusinessForBilling, listDueTestRenewals, listEndedTestSubscriptions } from './subscriptions.queries.ts';
import type { Business } from '#src/platform/server/db/schema.ts';
import { addPeriod, PLAN_CENTS, prorate, settleInvoices } from '#src/features/payments/billing-rules.ts';
import { paymentProvider, TEST_SUBSCRIPTION_PREFIX } from './config.ts';
import { CANCEL_PATH, SUCCESS_PATH, TEST_CHECKOUT_PREFIX } from './checkout.ts';
import { applySubscriptionSnapshot, type SubscriptionSnapshot } from './sync.ts';

export { TEST_SUBSCRIPTION_PREFIX };

/**
 * Whether a subscription's billing changes are made here rather than at Stripe: the test checkout's
 * own, and, while the test checkout is the provider (no Stripe key), any other (the demo data's
 * `sub_demo_…` ones), since there is no Stripe to ask. With no provider at all, neither: callers refuse.
 */
export function billedLocally(subscriptionId: string): boolean {
  return subscriptionId.startsWith(TEST_SUBSCRIPTION_PREFIX) || paymentProvider() === 'test';
}

export interface TestCheckoutView {
  checkout: Checkout;
  businessName: string;
  /** Never published yet: the paid period starts when it goes live (src/features/payments/server/period-at-approval.ts). */
  startsAtApproval: boolean;
}

/** The open or finished test checkout of this user, or null (unknown id, someone else's, or Stripe's). */
export function findTestCheckout({ externalId, userId }: { externalId: string; userId: number }): TestCheckoutView | null {
  // Once real payments are configured, leftover test checkouts must not grant premium for free.
  if (paymentProvider() !== 'test' || !externalId.startsWith(TEST_CHECKOUT_PREFIX)) return null;
  const checkout = findCheckoutByExternalId({ externalId });
  if (!checkout || checkout.provider !== 'test' || checkout.userId !== userId) return null;
  const business = findBusinessForBilling({ id: checkout.businessId });
  // A checkout belongs to the owner who started it: once the listing changed hands it is void.
  if (!business || business.ownerId !== checkout.userId) return null;
  return { checkout, businessName: business.name, startsAtApproval: business.firstPublishedAt === null };
}

export { addPeriod };

/** Pays the test checkout; returns false if it was no longer open (already paid, canceled or replaced). */
function completeTestCheckout({
  externalId,
  userId,
  now = new Date(),
}: {
  externalId: string;
  userId: number;
  now?: Date;
}): boolean {
  const view = findTestCheckout({ externalId, userId });
  if (!view || view.checkout.status !== 'open') return false;
  const { checkout } = view;
  const snapshot: SubscriptionSnapshot = {
    id: `${TEST_SUBSCRIPTION_PREFIX}${randomBytes(12).toString('base64url')}`,
    status: 'active',
    currentPeriodEnd: addPeriod(now, checkout.subscriptionType),
    cancelAt: null,
    businessId: checkout.businessId,
    subscriptionType: checkout.subscriptionType,
  };
  const result = applySubscriptionSnapshot({
    snapshot,
    event: { id: `test:checkout.session.completed:${externalId}`, type: 'checkout.session.completed' },
    businessId: checkout.businessId,
    checkoutExternalId: externalId,
    actorUserId: userId,
  });
  if (result.outcome !== 'applied') return false;
  // The first invoice, as Stripe makes it at checkout: the full price of the first period.
  recordInvoiceWithReceipt(
    {
      businessId: checkout.businessId,
      subscriptionId: snapshot.id,
      externalId: `test_in_${snapshot.id}_create`,
      reason: 'subscription_create',
      subscriptionType: checkout.subscriptionType,
      amountCents: PLAN_CENTS[checkout.subscriptionType],
      periodStart: now,
      periodEnd: snapshot.currentPeriodEnd,
      createdAt: now,
    },
    'test-card',
  );
  return true;
}

function cancelTestCheckout({ externalId, userId }: { externalId: string; userId: number }): boolean {
  const view = findTestCheckout({ externalId, userId });
  return view ? closeCheckout({ externalId, status: 'canceled' }) : false;
}

/**
 * Stripe renews a subscription at the end of each period and invoices it; for test subscriptions this
 * does, by Stripe's rule (src/features/payments/billing-rules.ts): the full price, or only the days up to `cancel_at`
 * when the cancellation falls inside the new period, which then ends at `cancel_at`.
 */
function renewTestSubscription(business: Business, now: Date): void {
  const type = business.subscriptionType ?? 'monthly';
  const id = business.stripeSubscriptionId!;
  const cancelAt = business.cancelAt;
  let start = business.currentPeriodEnd!;
  while (start <= now && (!cancelAt || start < cancelAt)) {
    const fullEnd = addPeriod(start, type);
    const cut = cancelAt !== null && cancelAt < fullEnd;
    const end = cut ? cancelAt : fullEnd;
    const amountCents = cut ? prorate(PLAN_CENTS[type], start, cancelAt, start, fullEnd) : PLAN_CENTS[type];
    recordInvoiceWithReceipt(
      {
        businessId: business.id,
        subscriptionId: id,
        externalId: `test_in_${id}_cycle_${start.getTime()}`,
        reason: 'subscription_cycle',
        subscriptionType: type,
        amountCents,
        periodStart: start,
        periodEnd: end,
        createdAt: start,
      },
      'test-card',
    );
    // Credit left by a plan switch pays for renewals first, as Stripe's customer balance does.
    const paidCents = settleInvoices(listBillingInvoices({ businessId: business.id }).map((i) => i.amountCents)).at(
      -1,
    )!.paidCents;
    applySubscriptionSnapshot({
      snapshot: { id, status: 'active', currentPeriodEnd: end, cancelAt, businessId: business.id, subscriptionType: type },
      event: { id: `test:invoice.paid:${id}:${start.getTime()}`, type: 'invoice.paid' },
      renewal: { amountCents: paidCents },
    });
    start = end;
  }
}

/**
 * Stripe ends its subscriptions at `cancel_at` and tells us by webhook; nobody does that for test
 * subscriptions, so this does, through the same path (the listing becomes free, never deleted).
 * Renewals due before that are invoiced first.
 */
export function endDueTestSubscriptions({ now = new Date() }: { now?: Date } = {}): number {
  for (const business of listDueTestRenewals({ now, prefix: TEST_SUBSCRIPTION_PREFIX })) renewTestSubscription(business, now);
  let ended = 0;
  for (const business of listEndedTestSubscriptions({ now, prefix: TEST_SUBSCRIPTION_PREFIX })) {
    const id = business.stripeSubscriptionId!;
    const result = applySubscriptionSnapshot({
      snapshot: {
        id,
        status: 'canceled',
        currentPeriodEnd: business.cancelAt,
        cancelAt: business.cancelAt,
        businessId: business.id,
        subscriptionType: business.subscriptionType,
      },
      event: { id: `test:customer.subscription.deleted:${id}`, type: 'customer.subscription.deleted' },
    });
    if (result.outcome === 'applied') ended++;
  }
  return ended;
}

let sweeper: NodeJS.Timeout | undefined;

/** Hourly sweep, started on first use of the payments code (the timer never keeps the process alive). */
export function ensureTestSubscriptionSweeper(): void {
  if (sweeper) return;
  // While another process holds the database's write lock the sweep is skipped: the next one catches up.
  sweeper = setInterval(() => skipIfBusy(() => endDueTestSubscriptions()), 60 * 60_000);
  sweeper.unref();
}

/** The test checkout form's POST: pays or cancels, then returns where Stripe Checkout would send the browser. */
export function submitTestCheckout({
  externalId,
  userId,
  action,
}: {
  externalId: string;
  userId: number;
  action: string;
}): string | null {
  const view = findTestCheckout({ externalId, userId });
  if (!view) return null;
  if (action === 'cancel') {
    cancelTestCheckout({ externalId, userId });
    return CANCEL_PATH;
  }
  if (action === 'complete') completeTestCheckout({ externalId, userId });
  return SUCCESS_PATH.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(externalId));
}
