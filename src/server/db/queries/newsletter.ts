/**
 * Newsletter subscribers. E-mails are stored trimmed and lower-cased; the unique index on
 * lower(email) makes a second subscription of the same address a no-op, not a duplicate.
 */
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { newsletterSubscribers } from '@/server/db/schema';

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

function getNewsletterSubscriberByToken({ tokenHash }: { tokenHash: string }) {
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

/** Undo of an unsubscribe from the same link (in case a mail scanner or a mis-click followed it). */
export function resubscribeNewsletterByToken({ tokenHash }: { tokenHash: string }): string | undefined {
  const row = getNewsletterSubscriberByToken({ tokenHash });
  if (!row) return undefined;
  getDb().update(newsletterSubscribers).set({ unsubscribedAt: null }).where(eq(newsletterSubscribers.id, row.id)).run();
  return row.email;
}
