/** Mailed single-use tokens: only the SHA-256 is stored; each purpose has its own lifetime. */
import {
  findUserToken,
  insertUserToken,
  markUserTokenUsed,
  retireUserTokens,
  type TokenPurpose,
  type UserToken,
} from './tokens.queries.ts';
import { generateToken, hashToken, isWellFormedToken } from './crypto.ts';

const HOUR_MS = 60 * 60 * 1000;
const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: 48 * HOUR_MS, // a verification mail may sit unread for a day or two
  reset_password: 1 * HOUR_MS,
};

/** Issues a fresh token and retires older unused ones of the same purpose (only the newest link works). */
export function issueUserToken(userId: number, purpose: TokenPurpose, now = new Date()): string {
  const token = generateToken();
  retireUserTokens({ userId, purpose, at: now });
  insertUserToken({ id: hashToken(token), userId, purpose, expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]) });
  return token;
}

export type TokenLookup = { state: 'valid'; row: UserToken } | { state: 'used'; row: UserToken } | { state: 'invalid' };

/** Looks a token up without consuming it. Expired and unknown tokens are indistinguishable. */
export function lookUpUserToken(token: string, purpose: TokenPurpose, now = new Date()): TokenLookup {
  if (!isWellFormedToken(token)) return { state: 'invalid' };
  const row = findUserToken({ id: hashToken(token), purpose });
  if (!row) return { state: 'invalid' };
  if (row.usedAt) return { state: 'used', row };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'invalid' };
  return { state: 'valid', row };
}

/** Consumes a valid token; false when another request consumed it first. */
export function consumeUserToken(row: UserToken, now = new Date()): boolean {
  return markUserTokenUsed({ id: row.id, at: now });
}
