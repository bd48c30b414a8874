/** The signed-in strip and footer link for each kind of account, and the hint cookie the prerendered pages read. */
import { describe, expect, it } from 'vitest';
import { accountNavHtml, hintedKind, signedInFooterLink } from '#src/features/accounts/account-nav.ts';

const labels = (html: string) => [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`);

describe('the signed-in strip', () => {
  it('a visitor gets My Account, never the owner dashboard; owners and admins keep Dashboard and Account', () => {
    expect(labels(accountNavHtml('visitor', '/'))).toEqual(['My Account /account']);
    expect(labels(accountNavHtml('owner', '/'))).toEqual(['Dashboard /dashboard', 'Account /account']);
    expect(labels(accountNavHtml('admin', '/'))).toEqual(['Admin /admin', 'Dashboard /dashboard', 'Account /account']);
    expect(accountNavHtml('visitor', '/account')).toContain('aria-current="page">My Account</a>');
  });

  it('the footer link follows the same rule', () => {
    expect(signedInFooterLink('visitor')).toEqual({ href: '/account', label: 'My Account' });
    expect(signedInFooterLink('owner')).toEqual({ href: '/dashboard', label: 'Dashboard' });
  });
});

describe('hintedKind', () => {
  it.each([
    ['signed_in=visitor', 'visitor'],
    ['a=1; signed_in=owner; b=2', 'owner'],
    ['signed_in=admin', 'admin'],
    ['signed_in=user', 'owner'], // the value before visitors had their own strip
    ['signed_in=root', null],
    ['xsigned_in=admin', null],
    ['', null],
  ])('%j → %j', (cookie, kind) => {
    expect(hintedKind(cookie)).toBe(kind);
  });
});
