/**
 * Stripe webhook events → listing state. The event body only says WHICH subscription changed; its
 * state is re-read from Stripe (order-independent), and the event id is recorded with the effect
 * (exactly once). Unhandled types are acknowledged so Stripe stops sending them.
 */
import type Stripe from 'stripe';
import { closeCheckout } from './checkouts.queries.ts';
import { recordStripeInvoice } from './invoices.ts';
import { isLiveSubscription } from '#src/features/payments/billing-rules.ts';
import { withKeyLock } from './lock.ts';
import { getStripe } from './stripe.ts';
import {
  applySubscriptionSnapshot,
  snapshotFromStripe,
  type ApplyInput,
  type ApplyResult,
  type SubscriptionSnapshot,
} from './sync.ts';
import { logger } from '#src/platform/server/log.ts';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

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
      const known = Number.isSafeInteger(businessId) && businessId > 0 ? businessId : null;
      return syncFromStripe(subscriptionId, {
        event: meta,
        businessId: known ?? undefined,
        checkoutExternalId: session.id,
      });
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
      const renewal =
        event.type === 'invoice.paid' && invoice.billing_reason === 'subscription_cycle'
          ? { amountCents: invoice.amount_paid }
          : undefined;
      const outcome = await syncFromStripe(subscriptionId, { event: meta, renewal });
      if (event.type === 'invoice.paid' && outcome === 'applied') recordStripeInvoice(invoice, subscriptionId);
      return outcome;
    }
    default:
      return 'ignored';
  }
}

/**
 * Re-reads the subscription from Stripe and applies it, one subscription at a time. The event's own
 * payload is never applied: a subscription Stripe says it does not have (404, e.g. an event signed with
 * the secret of another account or mode) changes nothing and is `ignored`, so Stripe stops sending it;
 * any other failure throws, so the webhook answers 5xx and Stripe delivers the event again later.
 */
export function syncFromStripe(subscriptionId: string, input: Omit<ApplyInput, 'snapshot'>): Promise<WebhookOutcome> {
  return withKeyLock(`sub:${subscriptionId}`, async () => {
    const stripe = getStripe();
    let snapshot: SubscriptionSnapshot;
    try {
      snapshot = snapshotFromStripe(await stripe.subscriptions.retrieve(subscriptionId));
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      logger.warn({ subscriptionId, event: input.event?.id }, '[payments] Stripe has no such subscription; event ignored');
      return 'ignored';
    }
    const result = applySubscriptionSnapshot({ ...input, snapshot });
    const refused = result.outcome === 'second-subscription' || result.outcome === 'previous-owner';
    if (refused && isLiveSubscription(snapshot.status)) {
      // Already paid for by another subscription, or started by a previous owner: stop this one
      // from ever charging again. Any refund of a first payment is the admins' call in the dashboard.
      await stripe.subscriptions.cancel(subscriptionId, { prorate: true });
    }
    return result.outcome;
  });
}
