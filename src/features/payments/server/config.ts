/**
 * Plan prices and which payment provider is live. Prices: $99/month, $995/year.
 * Configured Stripe price ids win over the inline `price_data` (so a shop can manage prices in Stripe).
 */
import { env } from '#src/config/env.ts';
import { isLoopbackUrl } from '#src/platform/server/http/loopback.ts';
import { PLAN_CENTS } from '#src/features/payments/billing-rules.ts';

export type SubscriptionType = 'monthly' | 'yearly';

export const PLAN_NAME = 'Premium Business Listing';
/** The built-in test checkout's subscriptions (no card, no Stripe). */
export const TEST_SUBSCRIPTION_PREFIX = 'test_sub_';

/**
 * Whether a paid plan's first period waits for the listing to go live (src/features/payments/server/period-at-approval.ts):
 * the test checkout's plans of a listing never published yet. Stripe keeps its own period.
 */
export const periodWaitsForApproval = (subscriptionId: string, business: { firstPublishedAt: Date | null }): boolean =>
  subscriptionId.startsWith(TEST_SUBSCRIPTION_PREFIX) && business.firstPublishedAt === null;
export const PRICE_CENTS: Record<SubscriptionType, number> = PLAN_CENTS;
export const INTERVAL: Record<SubscriptionType, 'month' | 'year'> = { monthly: 'month', yearly: 'year' };

/**
 * Which checkout premium uses: Stripe with a key; the built-in test checkout (no card)
 * only on a loopback SITE_URL or with PAYMENTS_TEST_MODE=true; otherwise none, so a public deployment
 * without keys can never hand out premium for free.
 */
export function paymentProvider(): 'stripe' | 'test' | 'none' {
  if (env.stripeSecretKey) return 'stripe';
  return env.paymentsTestMode || isLoopbackUrl(env.siteUrl) ? 'test' : 'none';
}

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured';

export function premiumCheckoutAvailable(): boolean {
  return paymentProvider() !== 'none';
}

export function configuredPriceId(type: SubscriptionType): string | undefined {
  return type === 'monthly' ? env.stripePriceMonthly : env.stripePriceYearly;
}

export function formatPrice(type: SubscriptionType): string {
  return `$${(PRICE_CENTS[type] / 100).toFixed(0)}/${INTERVAL[type]}`;
}
