/**
 * The account hint: a readable cookie holding only the signed-in person's account kind (admin, owner or visitor;
 * never a secret), set while a session
 * cookie is and cleared with it. Prerendered pages are one shared file for everyone; a small script reads the hint to
 * show the account links there (src/ui/Header.astro).
 */
import type { APIContext } from 'astro';
import { ACCOUNT_HINT_COOKIE, type AccountKind } from '#src/features/accounts/account-nav.ts';
import { accountKind } from './account-kind.ts';
import { secureCookie, SESSION_COOKIE, validateSessionToken } from './session.ts';

/**
 * Brings the hint in line with the session cookie this answer leaves the browser with: the one the request
 * brought, or the one a sign-in just set, or none after a sign-out.
 */
export function syncAccountHint(context: Pick<APIContext, 'cookies' | 'locals'>): void {
  const { cookies, locals } = context;
  const token = cookies.get(SESSION_COOKIE)?.value;
  let signedIn: { kind: AccountKind; expires: Date } | null = null;
  if (token && locals.user && locals.session) {
    signedIn = { kind: accountKind(locals.user), expires: locals.session.expiresAt };
  } else if (token) {
    // A sign-in in this very request: the session is new, so look it up once.
    const { session, user } = validateSessionToken(token);
    if (session) signedIn = { kind: accountKind(user), expires: session.expiresAt };
  }
  const options = { httpOnly: false, sameSite: 'lax', secure: secureCookie(), path: '/' } as const;
  if (signedIn) cookies.set(ACCOUNT_HINT_COOKIE, signedIn.kind, { ...options, expires: signedIn.expires });
  else if (cookies.has(ACCOUNT_HINT_COOKIE)) cookies.set(ACCOUNT_HINT_COOKIE, '', { ...options, maxAge: 0 });
}
