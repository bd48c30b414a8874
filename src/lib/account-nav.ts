/**
 * The signed-in parts of the site shell (issue 14 part 7): Dashboard, Admin (admins) and Logout in the
 * header, and Dashboard instead of 'Business Login' in the footer. One HTML source for both ways a page
 * gets them: on-demand pages render it (Header.astro, Footer.astro); prerendered pages are served as
 * built to everyone else and get it swapped in by the HTTP server for a signed-in request
 * (src/server/http/signed-in-shell.ts), so no page ships JavaScript for it and public copies stay shared.
 */
export type AccountRole = 'user' | 'admin';

/** Empty in the built page; the slot the signed-in items replace. */
export const ACCOUNT_SLOT = '<li data-account-slot hidden></li>';
/** The footer's 'Business Login' link as built (spec wording for visitors who are not signed in). */
export const LOGIN_LINK_MARK = 'data-login-link';

const item = 'block rounded-md px-3 py-2 font-medium text-slate-800 no-underline hover:bg-ocean-50';

export function accountNavHtml(role: AccountRole, pathname: string): string {
  const link = (href: string, label: string) => {
    const current = pathname === href || pathname.startsWith(`${href}/`);
    return `<li data-account-nav><a href="${href}" class="${current ? `${item} bg-ocean-50 text-ocean-800` : item}"${current ? ' aria-current="page"' : ''}>${label}</a></li>`;
  };
  return [
    role === 'admin' ? link('/admin', 'Admin') : '',
    link('/dashboard', 'Dashboard'),
    `<li data-account-nav><form method="post" action="/logout"><button type="submit" class="${item} w-full cursor-pointer text-left">Logout</button></form></li>`,
  ].join('');
}

/** The footer link for a signed-in visitor: their dashboard instead of the login page. */
export const signedInFooterLink = { href: '/dashboard', label: 'Dashboard' } as const;
