/**
 * Alert subscriptions (double opt-in), their unsubscribe links and the keys of alerts already sent. E-mails are
 * stored trimmed and lower-cased; the unique index on (lower(email), topic) keeps one row per address and topic.
 */
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { alertLinks, alertSubscriptions, alertsSent } from '#src/platform/server/db/schema.ts';

export type AlertSubscription = typeof alertSubscriptions.$inferSelect;

const byEmail = (email: string) => eq(sql`lower(${alertSubscriptions.email})`, email.toLowerCase());

export function listSubscriptionsByEmail({ email }: { email: string }): AlertSubscription[] {
  return getDb().select().from(alertSubscriptions).where(byEmail(email)).orderBy(alertSubscriptions.id).all();
}

/**
 * Asks for `topic` for `email` with this confirmation token: a new row, or a waiting row given the new token (the
 * newest link confirms it). A confirmed row is left as it is.
 */
export function upsertPendingSubscription(values: {
  email: string;
  topic: string;
  eventId: number | null;
  confirmTokenHash: string;
  at: Date;
}): void {
  getDb()
    .insert(alertSubscriptions)
    .values({ ...values, requestedAt: values.at })
    .onConflictDoUpdate({
      target: [sql`lower(${alertSubscriptions.email})`, alertSubscriptions.topic],
      set: { confirmTokenHash: values.confirmTokenHash, requestedAt: values.at },
      setWhere: isNull(alertSubscriptions.confirmedAt),
    })
    .run();
}

/** A subscription confirmed at once (a signed-in person with a verified address adding a topic on /account). */
export function insertConfirmedSubscription(values: { email: string; topic: string; eventId: number | null; at: Date }): void {
  getDb()
    .insert(alertSubscriptions)
    .values({ email: values.email, topic: values.topic, eventId: values.eventId, requestedAt: values.at, confirmedAt: values.at })
    .onConflictDoUpdate({
      target: [sql`lower(${alertSubscriptions.email})`, alertSubscriptions.topic],
      set: { confirmedAt: values.at, confirmTokenHash: null },
    })
    .run();
}

export function listPendingByToken({ tokenHash }: { tokenHash: string }): AlertSubscription[] {
  return getDb()
    .select()
    .from(alertSubscriptions)
    .where(and(eq(alertSubscriptions.confirmTokenHash, tokenHash), isNull(alertSubscriptions.confirmedAt)))
    .all();
}

export function confirmSubscriptions({ ids, at }: { ids: number[]; at: Date }): void {
  if (ids.length === 0) return;
  getDb()
    .update(alertSubscriptions)
    .set({ confirmedAt: at, confirmTokenHash: null })
    .where(inArray(alertSubscriptions.id, ids))
    .run();
}

/** Forgets every subscription asked for before `before` and never confirmed; returns how many. */
export function deleteUnconfirmedBefore({ before }: { before: Date }): number {
  return getDb()
    .delete(alertSubscriptions)
    .where(and(isNull(alertSubscriptions.confirmedAt), lt(alertSubscriptions.requestedAt, before)))
    .run().changes;
}

export function deleteSubscription({ id }: { id: number }): void {
  getDb().delete(alertSubscriptions).where(eq(alertSubscriptions.id, id)).run();
}

export function deleteSubscriptionOfEmail({ email, topic }: { email: string; topic: string }): void {
  getDb()
    .delete(alertSubscriptions)
    .where(and(byEmail(email), eq(alertSubscriptions.topic, topic)))
    .run();
}

/** The confirmed subscribers of a topic (whom an alert goes to). */
export function listConfirmedSubscribers({ topic }: { topic: string }): AlertSubscription[] {
  return getDb()
    .select()
    .from(alertSubscriptions)
    .where(and(eq(alertSubscriptions.topic, topic), isNotNull(alertSubscriptions.confirmedAt)))
    .orderBy(alertSubscriptions.id)
    .all();
}

export function countConfirmedSubscribers({ topic }: { topic: string }): number {
  return (
    getDb()
      .select({ n: sql<number>`count(*)` })
      .from(alertSubscriptions)
      .where(and(eq(alertSubscriptions.topic, topic), isNotNull(alertSubscriptions.confirmedAt)))
      .get()?.n ?? 0
  );
}

export function insertAlertLink({ tokenHash, subscriptionId }: { tokenHash: string; subscriptionId: number }): void {
  getDb().insert(alertLinks).values({ tokenHash, subscriptionId }).run();
}

/** The subscription an unsubscribe link belongs to. */
export function findSubscriptionByLink({ tokenHash }: { tokenHash: string }): AlertSubscription | undefined {
  return getDb()
    .select({ subscription: alertSubscriptions })
    .from(alertLinks)
    .innerJoin(alertSubscriptions, eq(alertLinks.subscriptionId, alertSubscriptions.id))
    .where(eq(alertLinks.tokenHash, tokenHash))
    .get()?.subscription;
}

/** Records `key` as sent; false when it already was (the caller then sends nothing). */
export function claimAlertKey({ key, at }: { key: string; at: Date }): boolean {
  return getDb().insert(alertsSent).values({ key, sentAt: at }).onConflictDoNothing().run().changes === 1;
}

export function isAlertKeySent({ key }: { key: string }): boolean {
  return getDb().select({ key: alertsSent.key }).from(alertsSent).where(eq(alertsSent.key, key)).get() !== undefined;
}

/** Keys older than `before` can no longer come back (a VTEC key names its year): forgotten to bound the table. */
export function deleteAlertKeysBefore({ before }: { before: Date }): number {
  return getDb().delete(alertsSent).where(lt(alertsSent.sentAt, before)).run().changes;
}
