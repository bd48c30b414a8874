import type { AccountKind } from '#src/features/accounts/account-nav.ts';
import { accountKind } from './account-kind.ts';

const hasControlCharacter = (value: string) => [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** Where to send people after sign-in, and the only `next` values we follow (same-site paths). */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || next.length > 2048) return null;
  // Only absolute paths on this site: no scheme, no protocol-relative //host, no \ tricks, no control characters.
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\') || hasControlCharacter(next)) return null;
  let url: URL;
  try {
    url = new URL(next, 'http://same.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.invalid') return null;
  // Never bounce back into the login flow itself.
  if (url.pathname === '/login' || url.pathname === '/api/login' || url.pathname === '/api/logout' || url.pathname === '/logout')
    return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can normalise into a protocol-relative path (`/.//evil.com` → `//evil.com`).
  return target.startsWith('//') ? null : target;
}

/** Where each kind of account lands without a `next` (./account-kind.ts says which kind a person is). */
export const homeFor = (kind: AccountKind): string => ({ admin: '/admin', owner: '/dashboard', visitor: '/account' })[kind];

export function afterLogin(user: Parameters<typeof accountKind>[0], next: string | null | undefined): string {
  return safeNext(next) ?? homeFor(accountKind(user));
}

export function loginUrl(next?: string | null): string {
  const target = safeNext(next);
  return target ? `/login?next=${encodeURIComponent(target)}` : '/login';
}
