/**
 * Billing state of listings and the Stripe customer of each user. The listing's `subscriptionStatus`
 * mirrors Stripe's subscription; `plan` follows it ('premium' while active or trialing).
 */
import { and, asc, desc, eq, isNotNull, like, lte, sql, type SQL } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { listRows } from '#src/platform/server/db/rows.queries.ts';
import { businesses, users, type Business } from '#src/platform/server/db/schema.ts';
import { premiumStatus } from './active-premium.queries.ts';

export interface BillingUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  stripeCustomerId: string | null;
}

export function findBillingUser({ id }: { id: number }): BillingUser | undefined {
  return getDb()
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      stripeCustomerId: users.stripeCustomerId,
    })
    .from(users)
    .where(eq(users.id, id))
    .get();
}

/** Stores the user's Stripe customer unless one is already stored; returns the one that is stored. */
export function setUserStripeCustomer({ userId, customerId }: { userId: number; customerId: string }): string {
  getDb()
    .update(users)
    .set({ stripeCustomerId: customerId, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`${users.stripeCustomerId} is null`))
    .run();
  return findBillingUser({ id: userId })?.stripeCustomerId ?? customerId;
}

export function findBusinessForBilling({ id }: { id: number }): Business | undefined {
  return getDb().select().from(businesses).where(eq(businesses.id, id)).get();
}

export function findBusinessBySubscriptionId({ subscriptionId }: { subscriptionId: string }): Business | undefined {
  return getDb().select().from(businesses).where(eq(businesses.stripeSubscriptionId, subscriptionId)).get();
}

/** The owner's most recent listing with this name (the spec's `businessData {name, category}` lookup). */
export function findOwnedBusinessByName({
  ownerId,
  name,
  category,
}: {
  ownerId: number;
  name: string;
  category?: string;
}): Business | undefined {
  const conditions = [eq(businesses.ownerId, ownerId), sql`lower(${businesses.name}) = ${name.trim().toLowerCase()}`];
  if (category) conditions.push(eq(businesses.category, category));
  return getDb()
    .select()
    .from(businesses)
    .where(and(...conditions))
    .orderBy(desc(businesses.id))
    .get();
}

export interface SubscriptionState {
  stripeSubscriptionId: string;
  subscriptionStatus: string;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
  subscriptionType?: 'monthly' | 'yearly';
}

export function updateBusinessSubscription({
  id,
  state,
  plan,
}: {
  id: number;
  state: SubscriptionState;
  plan: 'free' | 'premium';
}): void {
  getDb()
    .update(businesses)
    .set({ ...state, plan, updatedAt: new Date() })
    .where(eq(businesses.id, id))
    .run();
}

export function listOwnerBilling({ ownerId }: { ownerId: number }): Business[] {
  return listRows(businesses, { ownerId }, asc(businesses.name), asc(businesses.id));
}

/** Test-checkout subscriptions (`prefix` ids) whose `due` date has passed and whose status fits `status`. */
function listDueTestSubscriptions(
  prefix: string,
  due: typeof businesses.cancelAt | typeof businesses.currentPeriodEnd,
  now: Date,
  status: SQL,
): Business[] {
  return getDb()
    .select()
    .from(businesses)
    .where(and(like(businesses.stripeSubscriptionId, `${prefix}%`), isNotNull(due), lte(due, now), status))
    .all();
}

/** Test-checkout subscriptions whose scheduled end has passed (nothing external will end them). */
export function listEndedTestSubscriptions({ now, prefix }: { now: Date; prefix: string }): Business[] {
  return listDueTestSubscriptions(prefix, businesses.cancelAt, now, sql`${businesses.subscriptionStatus} <> 'canceled'`);
}

/** Live test-checkout subscriptions whose period has ended: due for renewal (Stripe renews its own). */
export function listDueTestRenewals({ now, prefix }: { now: Date; prefix: string }): Business[] {
  return listDueTestSubscriptions(prefix, businesses.currentPeriodEnd, now, premiumStatus);
}
