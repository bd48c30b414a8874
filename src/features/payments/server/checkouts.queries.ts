/** Checkout attempts (Stripe Checkout Sessions or the built-in test checkout), one row per attempt. */
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { listRows } from '#src/platform/server/db/rows.queries.ts';
import { checkouts } from '#src/platform/server/db/schema.ts';

export type Checkout = typeof checkouts.$inferSelect;
export type CheckoutStatus = Checkout['status'];

export function insertCheckout(input: {
  businessId: number;
  userId: number;
  subscriptionType: 'monthly' | 'yearly';
  provider: 'stripe' | 'test';
  externalId: string;
}): Checkout {
  return getDb().insert(checkouts).values(input).returning().get();
}

export function findCheckoutByExternalId({ externalId }: { externalId: string }): Checkout | undefined {
  return getDb().select().from(checkouts).where(eq(checkouts.externalId, externalId)).get();
}

export function listOpenCheckouts({ businessId }: { businessId: number }): Checkout[] {
  return listRows(checkouts, { businessId, status: 'open' }, desc(checkouts.id));
}

/** The latest checkout of a listing, whatever its state (dashboard: "payment not completed"). */
export function findLatestCheckout({ businessId }: { businessId: number }): Checkout | undefined {
  return getDb().select().from(checkouts).where(eq(checkouts.businessId, businessId)).orderBy(desc(checkouts.id)).get();
}

/** Moves an open checkout to a final state; returns false when it was not open (already handled). */
export function closeCheckout({
  externalId,
  status,
  at = new Date(),
}: {
  externalId: string;
  status: Exclude<CheckoutStatus, 'open'>;
  at?: Date;
}): boolean {
  const result = getDb()
    .update(checkouts)
    .set({ status, completedAt: status === 'complete' ? at : null })
    .where(and(eq(checkouts.externalId, externalId), eq(checkouts.status, 'open')))
    .run();
  return result.changes > 0;
}
