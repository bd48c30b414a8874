/**
 * Starting a premium checkout for a listing the user owns. The listing already exists on the server;
 * this creates the checkout and returns where to send the browser.
 *
 *   const { checkoutUrl } = await startCheckout({ businessId, userId, subscriptionType: 'monthly' });
 *
 * Throws PaymentError (status 404 / 403 / 409 / 502, or 503 when payments are not configured) with a message fit for the user.
 */
import { randomBytes } from 'node:crypto';
import { isLiveSubscription } from '#src/features/payments/billing-rules.ts';
import { paymentTermsText } from '#src/features/payments/billing-terms.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { closeCheckout, insertCheckout, listOpenCheckouts } from './checkouts.queries.ts';
import { findBillingUser, findBusinessForBilling, setUserStripeCustomer } from './subscriptions.queries.ts';
import { env } from '#src/config/env.ts';
import {
  configuredPriceId,
  INTERVAL,
  paymentProvider,
  PAYMENTS_NOT_CONFIGURED,
  PLAN_NAME,
  PRICE_CENTS,
  type SubscriptionType,
} from './config.ts';
import { PaymentError } from './errors.ts';
import { withKeyLock } from './lock.ts';
import { getStripe } from './stripe.ts';
import { errorText, logger } from '#src/platform/server/log.ts';

export interface StartCheckoutInput {
  businessId: number;
  userId: number;
  subscriptionType: SubscriptionType;
}

export const SUCCESS_PATH = '/business-directory?success=true&session_id={CHECKOUT_SESSION_ID}';
export const CANCEL_PATH = '/business-directory?canceled=true';
export const TEST_CHECKOUT_PREFIX = 'test_cs_';

export function startCheckout(input: StartCheckoutInput): Promise<{ checkoutUrl: string }> {
  // One checkout start per listing at a time, so "expire the older open sessions" sees them all.
  return withKeyLock(`checkout:${input.businessId}`, () => start(input));
}

async function start({ businessId, userId, subscriptionType }: StartCheckoutInput): Promise<{ checkoutUrl: string }> {
  const business = findBusinessForBilling({ id: businessId });
  if (!business) throw new PaymentError(404, 'Business not found');
  if (business.ownerId !== userId) throw new PaymentError(403, 'You can only pay for your own listings');
  // Never a second live subscription for one listing: that would charge the owner twice.
  if (business.stripeSubscriptionId && isLiveSubscription(business.subscriptionStatus)) {
    throw new PaymentError(409, 'This listing already has an active premium subscription');
  }

  const provider = paymentProvider();
  if (provider === 'none') throw new PaymentError(503, PAYMENTS_NOT_CONFIGURED);
  const result =
    provider === 'stripe'
      ? await startStripeCheckout({ businessId, userId, subscriptionType })
      : startTestCheckout({ businessId, userId, subscriptionType });
  insertAuditEntry({
    action: 'payment.checkout_started',
    actorUserId: userId,
    targetType: 'business',
    targetId: businessId,
    details: { provider, subscriptionType },
  });
  return result;
}

function startTestCheckout(input: StartCheckoutInput): { checkoutUrl: string } {
  // Older unfinished test checkouts of this listing can no longer be completed.
  for (const open of listOpenCheckouts({ businessId: input.businessId }))
    closeCheckout({ externalId: open.externalId, status: 'expired' });
  const externalId = `${TEST_CHECKOUT_PREFIX}${randomBytes(18).toString('base64url')}`;
  insertCheckout({ ...input, provider: 'test', externalId });
  return { checkoutUrl: `/checkout/test/${externalId}` };
}

async function startStripeCheckout(input: StartCheckoutInput): Promise<{ checkoutUrl: string }> {
  const stripe = getStripe();
  const customer = await customerFor(input.userId);
  const user = findBillingUser({ id: input.userId });
  // Two open sessions for one listing could both be paid: expire the older ones first.
  for (const open of listOpenCheckouts({ businessId: input.businessId })) {
    if (open.provider !== 'stripe') {
      closeCheckout({ externalId: open.externalId, status: 'expired' });
      continue;
    }
    try {
      await stripe.checkout.sessions.expire(open.externalId);
      closeCheckout({ externalId: open.externalId, status: 'expired' });
    } catch (error) {
      // Already completed or expired on Stripe's side: its webhook settles the row.
      logger.warn({ session: open.externalId, err: errorText(error) }, '[payments] could not expire a checkout');
    }
  }

  const metadata = {
    businessId: String(input.businessId),
    userId: String(input.userId),
    subscriptionType: input.subscriptionType,
  };
  const priceId = configuredPriceId(input.subscriptionType);
  let session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      ...(customer ? { customer } : { customer_email: user?.email }),
      client_reference_id: String(input.businessId),
      metadata,
      subscription_data: { metadata },
      line_items: [
        priceId
          ? { price: priceId, quantity: 1 }
          : {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: PRICE_CENTS[input.subscriptionType],
                recurring: { interval: INTERVAL[input.subscriptionType] },
                product_data: { name: PLAN_NAME },
              },
            },
      ],
      // Stripe's own page repeats the terms the plan card showed, next to its Subscribe button.
      custom_text: { submit: { message: paymentTermsText } },
      success_url: `${env.siteUrl}${SUCCESS_PATH}`,
      cancel_url: `${env.siteUrl}${CANCEL_PATH}`,
    });
  } catch (error) {
    logger.error({ businessId: input.businessId, err: errorText(error) }, '[payments] creating a checkout session failed');
    throw new PaymentError(502, 'Failed to create subscription');
  }
  if (!session.url) throw new PaymentError(502, 'Failed to create subscription');
  insertCheckout({ ...input, provider: 'stripe', externalId: session.id });
  return { checkoutUrl: session.url };
}

/**
 * One Stripe customer per user, created on first checkout (the idempotency key stops a race making
 * two). If Stripe refuses to create it, Checkout still works with the e-mail alone (null).
 */
async function customerFor(userId: number): Promise<string | null> {
  const user = findBillingUser({ id: userId });
  if (!user) throw new PaymentError(404, 'User not found');
  if (user.stripeCustomerId) return user.stripeCustomerId;
  try {
    const customer = await getStripe().customers.create(
      { email: user.email, name: `${user.firstName} ${user.lastName}`.trim(), metadata: { userId: String(user.id) } },
      { idempotencyKey: `customer-for-user-${user.id}` },
    );
    return setUserStripeCustomer({ userId, customerId: customer.id });
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === undefined || status >= 500) {
      logger.error({ userId, err: errorText(error) }, '[payments] creating the customer failed');
      throw new PaymentError(502, 'Failed to create subscription');
    }
    logger.warn({ userId, status }, '[payments] Stripe refused a customer; checkout goes by e-mail');
    return null;
  }
}
