/**
 * Newsletter subscribers. E-mails are stored trimmed and lower-cased; the unique index on
 * lower(email) makes a second subscription of the same address a no-op, not a duplicate.
 */
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../client';
import { mailQueue, newsletterSubscribers } from '../schema';

export type SubscribeOutcome = 'created' | 'resubscribed' | 'already-subscribed';

/**
 * Adds the address, or re-activates it if it had unsubscribed (with a fresh unsubscribe token).
 * An active subscription is left untouched so its existing unsubscribe link keeps working.
 * `onSubscribed` runs inside the same transaction for new and returning subscribers (queue the
 * confirmation there: the row and its mail are committed together or not at all).
 */
export function upsertNewsletterSubscriber({
  email,
  tokenHash,
  onSubscribed,
}: {
  email: string;
  tokenHash: string;
  onSubscribed?: () => void;
}): SubscribeOutcome {
  const db = getDb();
  return db.transaction((tx) => {
    const existing = tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()))
      .get();
    if (!existing) {
      tx.insert(newsletterSubscribers).values({ email, unsubscribeTokenHash: tokenHash }).run();
      onSubscribed?.();
      return 'created';
    }
    if (existing.unsubscribedAt === null) return 'already-subscribed';
    tx.update(newsletterSubscribers)
      .set({ unsubscribedAt: null, unsubscribeTokenHash: tokenHash })
      .where(eq(newsletterSubscribers.id, existing.id))
      .run();
    onSubscribed?.();
    return 'resubscribed';
  });
}

export function getNewsletterSubscriberByToken({ tokenHash }: { tokenHash: string }) {
  return getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeTokenHash, tokenHash)).get();
}

/** Marks the subscription unsubscribed (idempotent); returns the e-mail, or undefined for an unknown token. */
export function unsubscribeNewsletterByToken({
  tokenHash,
  at = new Date(),
}: {
  tokenHash: string;
  at?: Date;
}): string | undefined {
  const row = getNewsletterSubscriberByToken({ tokenHash });
  if (!row) return undefined;
  if (row.unsubscribedAt === null) {
    getDb().update(newsletterSubscribers).set({ unsubscribedAt: at }).where(eq(newsletterSubscribers.id, row.id)).run();
  }
  return row.email;
}

export function isNewsletterSubscribed({ email }: { email: string }): boolean {
  const row = getDb()
    .select({ unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.trim().toLowerCase()))
    .get();
  return row !== undefined && row.unsubscribedAt === null;
}

/**
 * Queues a message in the shared durable mail queue (delivered by src/server/mail's worker).
 * Used until the shared `queueMail` helper is on main; same table, same row shape.
 */
export function insertQueuedMail({
  to,
  subject,
  text,
  html,
}: {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}): number {
  return getDb()
    .insert(mailQueue)
    .values({ to, subject, text, html, nextAttemptAt: new Date() })
    .returning({ id: mailQueue.id })
    .get().id;
}

/** Undo of an unsubscribe from the same link (in case a mail scanner or a mis-click followed it). */
export function resubscribeNewsletterByToken({ tokenHash }: { tokenHash: string }): string | undefined {
  const row = getNewsletterSubscriberByToken({ tokenHash });
  if (!row) return undefined;
  getDb().update(newsletterSubscribers).set({ unsubscribedAt: null }).where(eq(newsletterSubscribers.id, row.id)).run();
  return row.email;
}
