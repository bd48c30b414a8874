/**
 * Sessions as taught by the Lucia guide (lucia-auth.com/sessions): a random token in the cookie,
 * only its SHA-256 in the database, 30-day expiry slid forward when fewer than 15 days remain.
 */
import type { AstroCookies } from 'astro';
import {
  deleteSession,
  deleteUserSessions,
  findSessionWithUser,
  insertSession,
  updateSessionExpiry,
} from './sessions.queries.ts';
import type { Session, User } from '#src/platform/server/db/schema.ts';
import { skipIfBusy } from '#src/platform/server/db/busy.ts';
import { env } from '#src/config/env.ts';
import { generateToken, hashToken, isWellFormedToken } from './crypto.ts';

export const SESSION_COOKIE = 'session';
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
const RENEW_WHEN_LEFT_MS = 15 * DAY_MS;

export type SessionValidation = { session: Session; user: User } | { session: null; user: null };

export function createSession(userId: number, now = new Date()): { token: string; session: Session } {
  const token = generateToken();
  const session = insertSession({ id: hashToken(token), userId, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) });
  return { token, session };
}

export function validateSessionToken(token: string | undefined, now = new Date()): SessionValidation {
  if (!isWellFormedToken(token)) return { session: null, user: null };
  const id = hashToken(token);
  const row = findSessionWithUser({ id });
  if (!row) return { session: null, user: null };
  const { session, user } = row;
  // Neither write below is needed to answer: while another process holds the database's write lock
  // they are skipped (the expired row is refused anyway and swept later; the expiry slides next time).
  if (now.getTime() >= session.expiresAt.getTime()) {
    skipIfBusy(() => deleteSession({ id }));
    return { session: null, user: null };
  }
  if (session.expiresAt.getTime() - now.getTime() < RENEW_WHEN_LEFT_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    if (skipIfBusy(() => updateSessionExpiry({ id, expiresAt }))) session.expiresAt = expiresAt;
  }
  return { session, user };
}

export function invalidateSession(sessionId: string): void {
  deleteSession({ id: sessionId });
}

export function invalidateUserSessions(userId: number): void {
  deleteUserSessions({ userId });
}

/**
 * Secure whenever the site is served over HTTPS, and in production unless the site runs on a
 * loopback address (a local production build over plain http would otherwise never keep a session).
 */
export function secureCookie(): boolean {
  if (env.isHttps) return true;
  if (!env.isProduction) return false;
  const host = new URL(env.siteUrl).hostname;
  return !(host === 'localhost' || host === '127.0.0.1' || host === '[::1]');
}

export function setSessionCookie(cookies: AstroCookies, token: string, expiresAt: Date): void {
  cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(),
    path: '/',
    expires: expiresAt,
  });
}

export function deleteSessionCookie(cookies: AstroCookies): void {
  cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: secureCookie(), path: '/', maxAge: 0 });
}
