/**
 * Stripe's paid invoices as our records (the billing page lists them next to the Customer Portal, and
 * the test checkout writes its own the same way). Kept once per invoice id, whatever the redeliveries.
 */
import type Stripe from 'stripe';
import { recordInvoiceWithReceipt } from './receipts.ts';
import { findBusinessBySubscriptionId } from './subscriptions.queries.ts';

const REASONS = new Set(['subscription_create', 'subscription_cycle', 'subscription_update'] as const);
type Reason = 'subscription_create' | 'subscription_cycle' | 'subscription_update';

const fromUnix = (s: number | null | undefined) => (typeof s === 'number' && s > 0 ? new Date(s * 1000) : null);

const isProration = (line: Stripe.InvoiceLineItem) =>
  !!(line.parent?.subscription_item_details?.proration || line.parent?.invoice_item_details?.proration);

/**
 * The line for the period the invoice pays for: a plan switch's invoice also credits "Unused time on …" in a
 * proration line whose period is the old plan's rest.
 */
export function paidPeriodLine(invoice: Stripe.Invoice): Stripe.InvoiceLineItem | undefined {
  const lines = invoice.lines?.data ?? [];
  return lines.find((l) => l.period && !isProration(l)) ?? lines.find((l) => l.period) ?? lines[0];
}

export function recordStripeInvoice(invoice: Stripe.Invoice, subscriptionId: string): void {
  const reason = invoice.billing_reason as Reason | null;
  if (!invoice.id || !reason || !REASONS.has(reason)) return;
  const business = findBusinessBySubscriptionId({ subscriptionId });
  if (!business) return;
  const line = paidPeriodLine(invoice);
  recordInvoiceWithReceipt({
    businessId: business.id,
    subscriptionId,
    externalId: invoice.id,
    reason,
    subscriptionType: business.subscriptionType,
    // The total, so a switch that leaves credit shows it; what the card paid follows (settleInvoices).
    amountCents: invoice.total ?? invoice.amount_paid ?? 0,
    periodStart: fromUnix(line?.period?.start),
    periodEnd: fromUnix(line?.period?.end),
    receiptUrl: invoice.hosted_invoice_url ?? null,
    createdAt: fromUnix(invoice.created) ?? new Date(),
  });
}
