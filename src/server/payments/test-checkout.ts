/**
 * The built-in checkout used when no STRIPE_SECRET_KEY is set (DESIGN §2.6): no card, no Stripe.
 * Completing it builds the subscription snapshot Stripe would report and applies it through the same
 * function as the webhook, with its own exactly-once key.
 */
import { randomBytes } from 'node:crypto';
import { closeCheckout, findCheckoutByExternalId, type Checkout } from '@/server/db/queries/checkouts';
import { findBusinessForBilling, listEndedTestSubscriptions } from '@/server/db/queries/subscriptions';
import { paymentProvider, type SubscriptionType } from './config';
import { CANCEL_PATH, SUCCESS_PATH, TEST_CHECKOUT_PREFIX } from './checkout';
import { applySubscriptionSnapshot, type SubscriptionSnapshot } from './sync';

export const TEST_SUBSCRIPTION_PREFIX = 'test_sub_';

export interface TestCheckoutView {
  checkout: Checkout;
  businessName: string;
}

/** The open or finished test checkout of this user, or null (unknown id, someone else's, or Stripe's). */
export function findTestCheckout({ externalId, userId }: { externalId: string; userId: number }): TestCheckoutView | null {
  // Once real payments are configured, leftover test checkouts must not grant premium for free.
  if (paymentProvider() !== 'test' || !externalId.startsWith(TEST_CHECKOUT_PREFIX)) return null;
  const checkout = findCheckoutByExternalId({ externalId });
  if (!checkout || checkout.provider !== 'test' || checkout.userId !== userId) return null;
  const business = findBusinessForBilling({ id: checkout.businessId });
  // A checkout belongs to the owner who started it: once the listing changed hands it is void (F13).
  if (!business || business.ownerId !== checkout.userId) return null;
  return { checkout, businessName: business.name };
}

export function addPeriod(from: Date, type: SubscriptionType): Date {
  const end = new Date(from);
  if (type === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

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
  return result.outcome === 'applied';
}

function cancelTestCheckout({ externalId, userId }: { externalId: string; userId: number }): boolean {
  const view = findTestCheckout({ externalId, userId });
  return view ? closeCheckout({ externalId, status: 'canceled' }) : false;
}

/**
 * Stripe ends its subscriptions at `cancel_at` and tells us by webhook; nobody does that for test
 * subscriptions, so this does, through the same path (the listing becomes free, never deleted).
 */
export function endDueTestSubscriptions({ now = new Date() }: { now?: Date } = {}): number {
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
  sweeper = setInterval(() => endDueTestSubscriptions(), 60 * 60_000);
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
