/**
 * Lets the HTTP server (which serves prerendered pages itself, before Astro) ask who a session cookie
 * belongs to. Sessions live in the Astro bundle's database connection, so the bundle registers the
 * lookup under a global symbol when its session code loads (the start-up warm-up loads it before the
 * server listens), as src/server/cache/shared-hit.ts does for the response cache.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { AccountRole } from '@/lib/account-nav';

export type AccountLookup = (token: string) => AccountRole | null;

const KEY = Symbol.for('port-aransas-guide.account-lookup');
const SESSION_COOKIE = /(?:^|;\s*)session=([^;]*)/;

export function registerAccountLookup(lookup: AccountLookup): void {
  (globalThis as Record<symbol, unknown>)[KEY] = lookup;
}

/** The signed-in visitor's role, or null (no session cookie, an unknown or expired one, nothing registered). */
export function accountRoleFor(headers: IncomingHttpHeaders): AccountRole | null {
  const cookie = headers.cookie;
  if (!cookie || !cookie.includes('session=')) return null;
  const token = SESSION_COOKIE.exec(cookie)?.[1];
  const lookup = (globalThis as Record<symbol, unknown>)[KEY] as AccountLookup | undefined;
  if (!token || !lookup) return null;
  try {
    return lookup(decodeURIComponent(token));
  } catch {
    return null; // a malformed cookie or a database hiccup: the page as built, never an error
  }
}
