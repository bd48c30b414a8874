/**
 * The message shown on /business-directory after a checkout, decided from the
 * server's record of that checkout, never from the query string alone. The spec returns the browser to
 * the directory (`?success=true`), so the return stays there; the message links to the listing just paid
 * for in the dashboard, where the owner continues. Reading it changes nothing
 * except, for a Stripe checkout the webhook has not reported yet, syncing the state Stripe already has.
 */
import { findCheckoutByExternalId, type Checkout } from './checkouts.queries.ts';
import { findBusinessForBilling } from './subscriptions.queries.ts';
import { isPremiumStatus } from '#src/features/payments/billing-rules.ts';
import { getStripe } from './stripe.ts';
import { syncFromStripe } from './webhook.ts';
import { errorText, logger } from '#src/platform/server/log.ts';

export interface ReturnMessage {
  kind: 'created' | 'active' | 'processing' | 'problem' | 'canceled';
  title: string;
  description: string;
  variant: 'default' | 'destructive';
  durationMs: number;
  link?: { href: string; label: string };
}

const RETURN_MESSAGES: Record<ReturnMessage['kind'], ReturnMessage> = {
  created: {
    kind: 'created',
    title: 'Success! 🎉',
    description: 'Your premium listing is paid and waiting for approval. We will email you as soon as it is live.',
    variant: 'default',
    durationMs: 10_000,
    link: { href: '/dashboard', label: 'Go to your dashboard' },
  },
  active: {
    kind: 'active',
    title: 'Payment Successful!',
    description: 'Your premium subscription is active and its features now show on your listing.',
    variant: 'default',
    durationMs: 6_000,
    link: { href: '/dashboard', label: 'Go to your dashboard' },
  },
  processing: {
    kind: 'processing',
    title: 'Payment Successful',
    // The listing always exists before checkout, new or upgraded: nothing is "created" now.
    description: 'Your payment was successful. Premium turns on as soon as Stripe confirms it, usually within a minute.',
    variant: 'default',
    durationMs: 6_000,
    link: { href: '/dashboard', label: 'Go to your dashboard' },
  },
  problem: {
    kind: 'problem',
    title: 'Payment Successful',
    description: 'Your payment was successful, but there was an issue creating your listing. Please contact support.',
    variant: 'destructive',
    durationMs: 8_000,
    link: { href: '/contact', label: 'Contact support' },
  },
  canceled: {
    kind: 'canceled',
    title: 'Payment Canceled',
    description:
      'Your payment was canceled and nothing was charged. Your listing is saved: use Complete Payment in your dashboard to try again.',
    variant: 'destructive',
    durationMs: 6_000,
    link: { href: '/dashboard', label: 'Go to your dashboard' },
  },
};

export async function describeCheckoutReturn(params: URLSearchParams): Promise<ReturnMessage | null> {
  if (params.get('canceled') === 'true') return RETURN_MESSAGES.canceled;
  if (params.get('success') !== 'true') return null;
  const sessionId = params.get('session_id') ?? '';
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(sessionId)) return RETURN_MESSAGES.problem;
  let checkout = findCheckoutByExternalId({ externalId: sessionId });
  if (!checkout) return RETURN_MESSAGES.problem;
  if (checkout.status === 'open' && checkout.provider === 'stripe') checkout = (await reconcileWithStripe(checkout)) ?? checkout;
  return messageFor(checkout);
}

/** The listing in the dashboard, where a paid (or paying) owner continues. */
const listingReturnLink = (businessId: number) => ({
  href: `/dashboard/businesses/${businessId}`,
  label: 'Open your listing in the dashboard',
});

function messageFor(checkout: Checkout): ReturnMessage {
  const toListing = (message: ReturnMessage): ReturnMessage => ({ ...message, link: listingReturnLink(checkout.businessId) });
  if (checkout.status === 'open') return toListing(RETURN_MESSAGES.processing);
  if (checkout.status !== 'complete') return RETURN_MESSAGES.problem;
  const business = findBusinessForBilling({ id: checkout.businessId });
  if (!business) return RETURN_MESSAGES.problem;
  if (!business.approved) return toListing(RETURN_MESSAGES.created);
  return toListing(isPremiumStatus(business.subscriptionStatus) ? RETURN_MESSAGES.active : RETURN_MESSAGES.processing);
}

/** The browser can be back before the webhook: ask Stripe, and apply what it says through the usual path. */
async function reconcileWithStripe(checkout: Checkout): Promise<Checkout | undefined> {
  try {
    const session = await getStripe().checkout.sessions.retrieve(checkout.externalId);
    const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
    if (session.status !== 'complete' || !subscriptionId) return undefined;
    await syncFromStripe(subscriptionId, { businessId: checkout.businessId, checkoutExternalId: checkout.externalId });
    return findCheckoutByExternalId({ externalId: checkout.externalId });
  } catch (error) {
    logger.warn({ session: checkout.externalId, err: errorText(error) }, '[payments] checking a checkout with Stripe failed');
    return undefined;
  }
}
