/**
 * The signed-in parts of the site shell: Dashboard, Account, Admin (admins) and Logout in a strip above the header,
 * and Dashboard instead of 'Business Login' in the footer; a visitor account with nothing to manage gets
 * "My Account" instead of both. One HTML source for both ways a page gets them: on-demand
 * pages render it for the signed-in visitor (Header.astro, Footer.astro); prerendered pages are one shared file for
 * everyone, and the header's script fills the slot from the account hint cookie (src/features/accounts/server/account-hint.ts).
 */
/**
 * Which shell a signed-in person gets: an admin's, a business owner's (the dashboard), or a visitor's (their
 * account page), as src/features/accounts/server/account-kind.ts decides.
 */
export type AccountKind = 'admin' | 'owner' | 'visitor';

/** Readable by the page's script: the signed-in person's account kind, nothing else (the session cookie is HttpOnly). */
export const ACCOUNT_HINT_COOKIE = 'signed_in';

/** Empty in the built page; the slot the signed-in strip replaces (just above the header). */
export const ACCOUNT_SLOT = '<div data-account-slot hidden></div>';
/** The footer's 'Business Login' link as built (spec wording for visitors who are not signed in). */
export const LOGIN_LINK_MARK = 'data-login-link';

// A strip of its own above the header: always visible on phones (no menu to open, no JavaScript), and
// the main navigation keeps its width at 1024–1280 px.
const item =
  'inline-flex min-h-11 items-center rounded-md px-3 font-medium text-white no-underline hover:bg-ocean-800 hover:underline';

export function accountNavHtml(kind: AccountKind, pathname: string): string {
  const link = (href: string, label: string) => {
    const current = pathname === href || pathname.startsWith(`${href}/`);
    return `<a href="${href}" class="${current ? `${item} bg-ocean-800` : item}"${current ? ' aria-current="page"' : ''}>${label}</a>`;
  };
  return (
    '<nav aria-label="Account" data-account-nav class="bg-ocean-900 text-sm text-white">' +
    '<div class="container-page flex items-center justify-end gap-1">' +
    '<span class="mr-auto hidden text-ocean-100 sm:inline">Signed in</span>' +
    (kind === 'admin' ? link('/admin', 'Admin') : '') +
    (kind === 'visitor' ? link('/account', 'My Account') : link('/dashboard', 'Dashboard') + link('/account', 'Account')) +
    `<form method="post" action="/logout"><button type="submit" class="${item} cursor-pointer">Logout</button></form>` +
    '</div></nav>'
  );
}

/** The footer link for a signed-in person instead of the login page: their dashboard, or a visitor's account. */
export const signedInFooterLink = (kind: AccountKind) =>
  kind === 'visitor' ? { href: '/account', label: 'My Account' } : { href: '/dashboard', label: 'Dashboard' };

/** The account kind the hint cookie names in `cookieHeader` (document.cookie), or null. */
export function hintedKind(cookieHeader: string): AccountKind | null {
  const value = new RegExp(`(?:^|;\\s*)${ACCOUNT_HINT_COOKIE}=([^;]*)`).exec(cookieHeader)?.[1];
  // 'user' is what the cookie held before visitors had a shell of their own: an owner's.
  if (value === 'user') return 'owner';
  return value === 'admin' || value === 'owner' || value === 'visitor' ? value : null;
}
