/** Contact-form messages: stored for the admins' Contacts tab. */
import { count, desc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { contactMessages, type ContactMessage } from '@/server/db/schema';

export function insertContactMessage(values: { name: string; email: string; subject: string; message: string }): ContactMessage {
  return getDb().insert(contactMessages).values(values).returning().get();
}

export function listContactMessages({ limit = 500, offset = 0 }: { limit?: number; offset?: number } = {}): ContactMessage[] {
  return getDb()
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset)
    .all();
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
