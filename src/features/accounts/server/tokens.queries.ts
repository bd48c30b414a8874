/** Single-use mailed tokens (verify e-mail, reset password). `id` is the SHA-256 hex of the token. */
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { findRow } from '#src/platform/server/db/rows.queries.ts';
import { userTokens } from '#src/platform/server/db/schema.ts';

export type TokenPurpose = 'verify_email' | 'reset_password';
export type UserToken = typeof userTokens.$inferSelect;

export function insertUserToken(token: { id: string; userId: number; purpose: TokenPurpose; expiresAt: Date }): void {
  getDb().insert(userTokens).values(token).run();
}

export function findUserToken({ id, purpose }: { id: string; purpose: TokenPurpose }): UserToken | undefined {
  return findRow(userTokens, { id, purpose });
}

/** Marks one token used; returns false when it was already used (a concurrent second click loses). */
export function markUserTokenUsed({ id, at = new Date() }: { id: string; at?: Date }): boolean {
  return (
    getDb()
      .update(userTokens)
      .set({ usedAt: at })
      .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt)))
      .run().changes === 1
  );
}

/** Retires every outstanding token of a purpose, so only the newest mailed link (or none) works. */
export function retireUserTokens({
  userId,
  purpose,
  at = new Date(),
}: {
  userId: number;
  purpose: TokenPurpose;
  at?: Date;
}): void {
  getDb()
    .update(userTokens)
    .set({ usedAt: at })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)))
    .run();
}
