/**
 * Stripe webhook events → listing state. The event body only says WHICH subscription changed; its
 * state is re-read from Stripe (order-independent), and the event id is recorded with the effect
 * (exactly once). Unhandled types are acknowledged so Stripe stops sending them.
 */
import type Stripe from 'stripe';
import { closeCheckout } from '@/server/db/queries/checkouts';
import { withKeyLock } from './lock';
import { getStripe } from './stripe';
import { applySubscriptionSnapshot, snapshotFromStripe, type ApplyInput, type ApplyResult } from './sync';

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.expired',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = idOf(invoice.parent?.subscription_details?.subscription);
  // Payloads from API versions before 2025-03-31 carried `invoice.subscription`.
  return fromParent ?? idOf((invoice as unknown as { subscription?: string | { id: string } | null }).subscription);
}

export type WebhookOutcome = ApplyResult['outcome'] | 'ignored';

export async function handleStripeEvent(event: Stripe.Event): Promise<WebhookOutcome> {
  const meta = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subscriptionId) return 'ignored';
      const businessId = Number(session.client_reference_id ?? session.metadata?.businessId);
      return syncFromStripe(subscriptionId, { event: meta, businessId: Number.isSafeInteger(businessId) ? businessId : undefined, checkoutExternalId: session.id });
    }
    case 'checkout.session.expired':
      closeCheckout({ externalId: event.data.object.id, status: 'expired' });
      return 'applied';
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return syncFromStripe(event.data.object.id, { event: meta });
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (!subscriptionId) return 'ignored';
      const renewal = event.type === 'invoice.paid' && invoice.billing_reason === 'subscription_cycle' ? { amountCents: invoice.amount_paid } : undefined;
      return syncFromStripe(subscriptionId, { event: meta, renewal });
    }
    default:
      return 'ignored';
  }
}

/** Re-reads the subscription from Stripe and applies it, one subscription at a time. */
export function syncFromStripe(subscriptionId: string, input: Omit<ApplyInput, 'snapshot'>): Promise<ApplyResult['outcome']> {
  return withKeyLock(`sub:${subscriptionId}`, async () => {
    const stripe = getStripe();
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const result = applySubscriptionSnapshot({ ...input, snapshot: snapshotFromStripe(subscription) });
    if (result.outcome === 'second-subscription') {
      // The listing is already paid for by another subscription: stop this one from ever charging again.
      await stripe.subscriptions.cancel(subscriptionId, { prorate: true });
    }
    return result.outcome;
  });
}
