/** Refunds of plans ended by an admin's rejection (src/features/payments/server/refund.ts): one row per subscription. */
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { findRow, listRows } from '#src/platform/server/db/rows.queries.ts';
import { listingRefunds, type ListingRefund } from '#src/platform/server/db/schema.ts';

type NewListingRefund = Omit<ListingRefund, 'id' | 'createdAt' | 'completedAt' | 'status' | 'externalId'>;

/** The refund intent, written before Stripe is called; the existing row when the subscription already has one. */
export function insertRefundIntent(refund: NewListingRefund): ListingRefund {
  getDb().insert(listingRefunds).values(refund).onConflictDoNothing().run();
  return findRefundBySubscription({ subscriptionId: refund.subscriptionId })!;
}

export function findRefundBySubscription({ subscriptionId }: { subscriptionId: string }): ListingRefund | undefined {
  return getDb().select().from(listingRefunds).where(eq(listingRefunds.subscriptionId, subscriptionId)).get();
}

/** An intent whose Stripe calls did not finish: the next confirm finishes it. */
export function findPendingRefund({ businessId }: { businessId: number }): ListingRefund | undefined {
  return findRow(listingRefunds, { businessId, status: 'pending' }, desc(listingRefunds.id));
}

/** Marks the intent done; false when it was done already (nothing is recorded twice). */
export function completeRefund({ id, externalId, now }: { id: number; externalId: string | null; now: Date }): boolean {
  const result = getDb()
    .update(listingRefunds)
    .set({ status: 'succeeded', externalId, completedAt: now })
    .where(and(eq(listingRefunds.id, id), eq(listingRefunds.status, 'pending')))
    .run();
  return result.changes > 0;
}

/** Newest first: the owner's billing page and the admin see them. */
export function listRefunds({ businessId }: { businessId: number }): ListingRefund[] {
  return listRows(listingRefunds, { businessId, status: 'succeeded' }, desc(listingRefunds.id));
}
