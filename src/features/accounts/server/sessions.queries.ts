/** Session rows: `id` is the SHA-256 hex of the cookie token (Lucia guide); the token is never stored. */
import { eq, lt } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { sessions, users, type Session, type User } from '#src/platform/server/db/schema.ts';

export function insertSession(session: { id: string; userId: number; expiresAt: Date }): Session {
  return getDb().insert(sessions).values(session).returning().get();
}

export function findSessionWithUser({ id }: { id: string }): { session: Session; user: User } | undefined {
  return getDb()
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, id))
    .get();
}

export function updateSessionExpiry({ id, expiresAt }: { id: string; expiresAt: Date }): void {
  getDb().update(sessions).set({ expiresAt }).where(eq(sessions.id, id)).run();
}

export function deleteSession({ id }: { id: string }): void {
  getDb().delete(sessions).where(eq(sessions.id, id)).run();
}

export function deleteUserSessions({ userId }: { userId: number }): void {
  getDb().delete(sessions).where(eq(sessions.userId, userId)).run();
}

export function deleteExpiredSessions({ now = new Date() }: { now?: Date } = {}): number {
  return getDb().delete(sessions).where(lt(sessions.expiresAt, now)).run().changes;
}
