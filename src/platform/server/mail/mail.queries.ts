/** The durable outgoing-mail queue (see src/platform/server/mail/). */
import { and, asc, desc, eq, isNull, lte, lt } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { mailQueue } from '#src/platform/server/db/schema.ts';

export type QueuedMail = typeof mailQueue.$inferSelect;

export function insertMail(mail: {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  listUnsubscribe?: string | null;
  nextAttemptAt?: Date;
  priority?: number;
}): number {
  return getDb()
    .insert(mailQueue)
    .values({
      ...mail,
      html: mail.html ?? null,
      listUnsubscribe: mail.listUnsubscribe ?? null,
      nextAttemptAt: mail.nextAttemptAt ?? new Date(),
    })
    .returning({ id: mailQueue.id })
    .get().id;
}

export function listDueMail({
  now = new Date(),
  maxAttempts,
  limit = 20,
}: {
  now?: Date;
  maxAttempts: number;
  limit?: number;
}): QueuedMail[] {
  // Mail someone waits for first (src/platform/server/mail/queue.ts), then the longest due.
  return getDb()
    .select()
    .from(mailQueue)
    .where(and(isNull(mailQueue.sentAt), lte(mailQueue.nextAttemptAt, now), lt(mailQueue.attempts, maxAttempts)))
    .orderBy(desc(mailQueue.priority), asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
    .limit(limit)
    .all();
}

export function markMailSent({ id, at = new Date() }: { id: number; at?: Date }): void {
  // Delivered: keep who, when and what (subject), drop the body and the unsubscribe link: they may
  // hold live reset/verify/unsubscribe tokens.
  getDb()
    .update(mailQueue)
    .set({ sentAt: at, lastError: null, text: '', html: null, listUnsubscribe: null })
    .where(eq(mailQueue.id, id))
    .run();
}

export function markMailFailed({
  id,
  attempts,
  nextAttemptAt,
  error,
}: {
  id: number;
  attempts: number;
  nextAttemptAt: Date;
  error: string;
}): void {
  getDb()
    .update(mailQueue)
    .set({ attempts, nextAttemptAt, lastError: error.slice(0, 500) })
    .where(eq(mailQueue.id, id))
    .run();
}

export function findMail({ id }: { id: number }): QueuedMail | undefined {
  return getDb().select().from(mailQueue).where(eq(mailQueue.id, id)).get();
}

export function listMail({ to }: { to?: string } = {}): QueuedMail[] {
  const query = getDb().select().from(mailQueue);
  return (to ? query.where(eq(mailQueue.to, to)) : query).orderBy(asc(mailQueue.id)).all();
}
