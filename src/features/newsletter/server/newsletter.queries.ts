/**
 * Newsletter sign-ups (double opt-in): `newsletter_pending` holds addresses waiting for
 * their confirmation click, `newsletter_subscribers` the confirmed ones. E-mails are stored trimmed
 * and lower-cased; unique indexes on lower(email) keep one row per address in each table.
 */
import { eq, lt, sql } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { newsletterPending, newsletterSubscribers } from '#src/platform/server/db/schema.ts';

export type PendingSubscription = typeof newsletterPending.$inferSelect;
type Subscriber = typeof newsletterSubscribers.$inferSelect;

/** The row of `email` in either table, matched as the unique indexes do (lower-cased). */
function findByEmail(table: typeof newsletterSubscribers, email: string): Subscriber | undefined;
function findByEmail(table: typeof newsletterPending, email: string): PendingSubscription | undefined;
function findByEmail(
  table: typeof newsletterSubscribers | typeof newsletterPending,
  email: string,
): Subscriber | PendingSubscription | undefined {
  return getDb()
    .select()
    .from(table)
    .where(eq(sql`lower(${table.email})`, email.toLowerCase()))
    .get();
}

export const findSubscriberByEmail = ({ email }: { email: string }) => findByEmail(newsletterSubscribers, email);

export const findPendingByEmail = ({ email }: { email: string }) => findByEmail(newsletterPending, email);

export function findPendingByToken({ tokenHash }: { tokenHash: string }): PendingSubscription | undefined {
  return getDb().select().from(newsletterPending).where(eq(newsletterPending.tokenHash, tokenHash)).get();
}

export function insertPending(values: { email: string; tokenHash: string; at: Date }): void {
  getDb()
    .insert(newsletterPending)
    .values({ email: values.email, tokenHash: values.tokenHash, requestedAt: values.at, lastSentAt: values.at })
    .run();
}

/**
 * A re-sent confirmation: the new token replaces the old one (only the newest link works), and its 7 days start
 * now, as its mail says (at most 3 mails, so a sign-up waits 3 weeks at the very most).
 */
export function renewPendingToken({ id, tokenHash, at }: { id: number; tokenHash: string; at: Date }): void {
  getDb()
    .update(newsletterPending)
    .set({ tokenHash, requestedAt: at, lastSentAt: at, mailsSent: sql`${newsletterPending.mailsSent} + 1` })
    .where(eq(newsletterPending.id, id))
    .run();
}

export function deletePending({ id }: { id: number }): void {
  getDb().delete(newsletterPending).where(eq(newsletterPending.id, id)).run();
}

/** Forgets every sign-up asked for before `before` that was never confirmed; returns how many. */
export function deletePendingRequestedBefore({ before }: { before: Date }): number {
  return getDb().delete(newsletterPending).where(lt(newsletterPending.requestedAt, before)).run().changes;
}

/**
 * Adds a confirmed address, or re-activates one that had unsubscribed, with a fresh unsubscribe
 * token. An address that is already subscribed is left untouched (its unsubscribe link keeps
 * working): false then, true when the address became subscribed now.
 */
export function addConfirmedSubscriber({
  email,
  unsubscribeTokenHash,
}: {
  email: string;
  unsubscribeTokenHash: string;
}): boolean {
  const existing = findSubscriberByEmail({ email });
  if (!existing) {
    getDb().insert(newsletterSubscribers).values({ email, unsubscribeTokenHash }).run();
    return true;
  }
  if (existing.unsubscribedAt === null) return false;
  getDb()
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: null, unsubscribeTokenHash })
    .where(eq(newsletterSubscribers.id, existing.id))
    .run();
  return true;
}

export function findSubscriberByUnsubscribeToken({ tokenHash }: { tokenHash: string }): Subscriber | undefined {
  return getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeTokenHash, tokenHash)).get();
}

export function setSubscriberUnsubscribed({ id, at }: { id: number; at: Date | null }): void {
  getDb().update(newsletterSubscribers).set({ unsubscribedAt: at }).where(eq(newsletterSubscribers.id, id)).run();
}
