/** Contact-form messages: stored for the admins' Contacts tab. */
import { and, count, desc, eq, getTableColumns, isNotNull, isNull } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { anyContains, type ListPage, type PageOptions } from '#src/platform/server/db/like.queries.ts';
import { businesses, contactMessages, type ContactMessage } from '#src/platform/server/db/schema.ts';

/** A message with the name of the listing it is about: set on reports of the former "Report a problem" form only. */
export type ContactMessageRow = ContactMessage & { businessName: string | null };

export function insertContactMessage(values: { name: string; email: string; subject: string; message: string }): ContactMessage {
  return getDb().insert(contactMessages).values(values).returning().get();
}

/** Newest first; `q` matches the sender's name or e-mail or the subject. */
export function listContactMessagesForAdmin({
  status = 'all',
  q,
  limit = 500,
  offset = 0,
}: PageOptions & { status?: 'all' | 'unread' | 'read' } = {}): ListPage<ContactMessageRow> {
  const where = and(
    status === 'unread' ? isNull(contactMessages.readAt) : status === 'read' ? isNotNull(contactMessages.readAt) : undefined,
    anyContains(q, [contactMessages.name, contactMessages.email, contactMessages.subject]),
  );
  const items = getDb()
    .select({ ...getTableColumns(contactMessages), businessName: businesses.name })
    .from(contactMessages)
    .leftJoin(businesses, eq(businesses.id, contactMessages.businessId))
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total = getDb().select({ n: count() }).from(contactMessages).where(where).get()?.n ?? 0;
  return { items, total };
}

export function countContactMessages({ unreadOnly = false }: { unreadOnly?: boolean } = {}): number {
  const q = getDb().select({ n: count() }).from(contactMessages);
  return (unreadOnly ? q.where(isNull(contactMessages.readAt)) : q).get()?.n ?? 0;
}

export function findContactMessage({ id }: { id: number }): ContactMessage | undefined {
  return getDb().select().from(contactMessages).where(eq(contactMessages.id, id)).get();
}

export function markContactMessageRead({ id, at = new Date() }: { id: number; at?: Date }): void {
  getDb().update(contactMessages).set({ readAt: at }).where(eq(contactMessages.id, id)).run();
}

export function deleteContactMessage({ id }: { id: number }): boolean {
  return getDb().delete(contactMessages).where(eq(contactMessages.id, id)).run().changes === 1;
}
