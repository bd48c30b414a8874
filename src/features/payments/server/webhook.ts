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
      const type = session.metadata?.subscriptionType;
      return syncFromStripe(subscriptionId, {
        event: meta,
        businessId: known ?? undefined,
        checkoutExternalId: session.id,
        fallback: {
          id: subscriptionId,
          status: session.payment_status === 'unpaid' ? 'incomplete' : 'active',
          currentPeriodEnd: null,
          cancelAt: null,
          businessId: known,
          subscriptionType: type === 'monthly' || type === 'yearly' ? type : null,
          startedBy: Number(session.metadata?.userId) > 0 ? Number(session.metadata?.userId) : null,
        },
      });
    }
    case 'checkout.session.expired':
      closeCheckout({ externalId: event.data.object.id, status: 'expired' });
      return 'applied';
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return syncFromStripe(event.data.object.id, { event: meta, fallback: snapshotFromStripe(event.data.object) });
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (!subscriptionId) return 'ignored';
      const renewal =
        event.type === 'invoice.paid' && invoice.billing_reason === 'subscription_cycle'
          ? { amountCents: invoice.amount_paid }
          : undefined;
      const metadata = invoice.parent?.subscription_details?.metadata ?? {};
      const fallback: SubscriptionSnapshot = {
        id: subscriptionId,
        status: event.type === 'invoice.paid' ? 'active' : 'past_due',
        currentPeriodEnd: null,
        cancelAt: null,
        businessId: Number(metadata.businessId) > 0 ? Number(metadata.businessId) : null,
        subscriptionType:
          metadata.subscriptionType === 'monthly' || metadata.subscriptionType === 'yearly' ? metadata.subscriptionType : null,
      };
      const outcome = await syncFromStripe(subscriptionId, { event: meta, renewal, fallback });
      if (event.type === 'invoice.paid' && outcome === 'applied') recordStripeInvoice(invoice, subscriptionId);
      return outcome;
    }
    default:
      return 'ignored';
  }
}

/**
 * Re-reads the subscription from Stripe and applies it, one subscription at a time. `fallback` (what
 * the event itself says) is used only when Stripe answers that it cannot return the subscription (4xx);
 * an outage throws instead, so the webhook answers 5xx and Stripe delivers the event again later.
 */
export function syncFromStripe(
  subscriptionId: string,
  { fallback, ...input }: Omit<ApplyInput, 'snapshot'> & { fallback?: SubscriptionSnapshot },
): Promise<ApplyResult['outcome']> {
  return withKeyLock(`sub:${subscriptionId}`, async () => {
    const stripe = getStripe();
    let snapshot: SubscriptionSnapshot;
    try {
      snapshot = snapshotFromStripe(await stripe.subscriptions.retrieve(subscriptionId));
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (!fallback || status === undefined || status < 400 || status >= 500 || status === 401 || status === 429) throw error;
      logger.warn({ subscriptionId, status }, "[payments] subscription could not be re-read; using the event's data");
      snapshot = fallback;
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
