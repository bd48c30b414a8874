/** The billing page's invoice list (test checkout ledger and Stripe's paid invoices). */
import { asc, eq } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { billingInvoices, type BillingInvoice } from '#src/platform/server/db/schema.ts';

export type NewBillingInvoice = Omit<BillingInvoice, 'id' | 'createdAt' | 'receiptUrl'> & {
  receiptUrl?: string | null;
  createdAt?: Date;
};

/** Records an invoice once: a redelivered webhook or a repeated sweep changes nothing. */
export function insertBillingInvoice(invoice: NewBillingInvoice): boolean {
  const result = getDb().insert(billingInvoices).values(invoice).onConflictDoNothing().run();
  return result.changes > 0;
}

/** In the order they were made (ids): account credit is settled in that order (src/features/payments/billing-rules.ts settleInvoices). */
export function listBillingInvoices({ businessId }: { businessId: number }): BillingInvoice[] {
  return getDb()
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.businessId, businessId))
    .orderBy(asc(billingInvoices.id))
    .all();
}

/** Moves the period an invoice paid for (a first period that starts only when the listing goes live). */
export function setInvoicePeriod({
  externalId,
  periodStart,
  periodEnd,
}: {
  externalId: string;
  periodStart: Date;
  periodEnd: Date;
}) {
  getDb().update(billingInvoices).set({ periodStart, periodEnd }).where(eq(billingInvoices.externalId, externalId)).run();
}
