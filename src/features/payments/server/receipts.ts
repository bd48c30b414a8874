/**
 * Every charge is recorded as an invoice and mailed as a receipt, from that one record: the first
 * payment, each renewal and a plan switch alike, with Stripe or the test checkout. The receipt reads
 * the stored invoice (and the account credit it used or left, settled as the billing page does), so
 * the mail, the billing page and the invoice list never disagree by a cent.
 */
import { settleInvoices } from '#src/features/payments/billing-rules.ts';
import { queueMail } from '#src/platform/server/mail/index.ts';
import { insertBillingInvoice, listBillingInvoices, type NewBillingInvoice } from './billing-invoices.queries.ts';
import { receiptEmail } from './mail.ts';
import { findBillingUser, findBusinessForBilling } from './subscriptions.queries.ts';

/** How the invoice was paid, when we know it: the test checkout's stand-in card; Stripe's hosted receipt says it otherwise. */
export type PaymentMethodNote = 'test-card' | null;

/** Records an invoice once and mails its receipt the first time; a redelivery records and mails nothing. */
export function recordInvoiceWithReceipt(invoice: NewBillingInvoice, paymentMethod: PaymentMethodNote = null): boolean {
  if (!insertBillingInvoice(invoice)) return false;
  const business = findBusinessForBilling({ id: invoice.businessId });
  const owner = business?.ownerId ? findBillingUser({ id: business.ownerId }) : undefined;
  if (!business || !owner) return true;
  const invoices = listBillingInvoices({ businessId: business.id });
  const index = invoices.findIndex((i) => i.externalId === invoice.externalId);
  const line = settleInvoices(invoices.map((i) => i.amountCents))[index]!;
  queueMail({
    to: owner.email,
    ...receiptEmail({
      businessId: business.id,
      businessName: business.name,
      invoice: invoices[index]!,
      line,
      paymentMethod,
    }),
  });
  return true;
}
