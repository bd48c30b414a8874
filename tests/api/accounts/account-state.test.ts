/**
 * How a page knows who is signed in. On-demand pages render the account links for the signed-in visitor (private,
 * no-store); prerendered pages are one shared file for everyone, and the readable `signed_in` cookie (the account kind only)
 * follows the session cookie so the header's script can show the links there (tests/e2e/payments/billing.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, signIn } from '../../helpers/accounts';
import { Client } from '../../helpers/http';
import type { Owner } from '../../helpers/payments-fixtures';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

let server: TestServer;
let owner: Owner;
let admin: Client;
const adminEmail = `admin-${Date.now()}@example.com`;
let anonymous: Client;

useSite((site) => ({ server, newOwner: owner, newAdmin: admin, anonymous } = site), { newOwners: 1, newAdmin: adminEmail });

/** The account strip above the header plus the header itself. */
const header = (html: string) => {
  const strip = html.indexOf('<nav aria-label="Account"');
  return html.slice(strip < 0 ? html.indexOf('<header') : strip, html.indexOf('</header>'));
};
const footer = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
const hint = (res: { headers: Headers }) => res.headers.getSetCookie().find((c) => c.startsWith('signed_in='));

describe('the account hint cookie', () => {
  it('names the account kind at sign-in, is readable by scripts, and expires with the session', async () => {
    const client = new Client(server.url);
    const login = await client.post('/api/login', { email: adminEmail, password: GOOD_PASSWORD });
    expect(login.status).toBe(200);
    const set = hint(login)!;
    expect(set).toMatch(/^signed_in=admin;/);
    expect(set).not.toMatch(/HttpOnly/i);
    const session = login.headers.getSetCookie().find((c) => c.startsWith('session='))!;
    const expiry = (cookie: string) => /Expires=([^;]+)/i.exec(cookie)?.[1];
    expect(expiry(set)).toBe(expiry(session));
    expect(login.headers.get('cache-control')).toBe('private, no-store');
    expect(hint(await owner.client.get('/dashboard'))).toMatch(/^signed_in=owner;/);
  });

  it('is cleared at sign-out, and when the session it followed is gone', async () => {
    const client = new Client(server.url);
    await signIn(client, adminEmail);
    const logout = await client.post('/api/logout');
    expect(hint(logout)).toMatch(/^signed_in=;.*Max-Age=0/i);
    // A browser left with a hint but a stale session (or none): the next on-demand answer clears it.
    for (const cookie of ['session=abcdefghijklmnopqrstuvwxyz234567; signed_in=user', 'signed_in=admin']) {
      const res = await anonymous.get('/business-directory', { headers: { Cookie: cookie } });
      expect(hint(res), cookie).toMatch(/^signed_in=;.*Max-Age=0/i);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('is never set for a visitor who is not signed in', async () => {
    const res = await anonymous.get('/business-directory');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get('cache-control')).toMatch(/^public, /);
  });
});

describe('/privacy (prerendered): one shared file for everyone', () => {
  it('is the same page, shareable, whoever asks', async () => {
    const asBuilt = await anonymous.get('/privacy');
    expect(asBuilt.status).toBe(200);
    expect(asBuilt.headers.get('cache-control')).toMatch(/^public, /);
    expect(asBuilt.text).toMatch(/<div data-account-slot hidden><\/div>\s*<header/);
    expect(footer(asBuilt.text)).toMatch(/href="\/login"[^>]*>\s*Business Login\s*</);
    for (const client of [owner.client, admin]) {
      const res = await client.get('/privacy');
      expect(res.text).toBe(asBuilt.text);
      expect(res.headers.get('etag')).toBe(asBuilt.headers.get('etag'));
    }
  });
});

describe('/business-directory (on demand): rendered for the visitor', () => {
  it('anonymous: no account links, Business Login in the footer, public', async () => {
    const res = await anonymous.get('/business-directory');
    expect(header(res.text)).not.toMatch(/>Dashboard<|>Logout<|>Admin</);
    expect(footer(res.text)).toMatch(/href="\/login"[^>]*>\s*Business Login\s*</);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+,/);
  });

  it('owner: Dashboard and Logout in the header, Dashboard in the footer, private, no-store', async () => {
    const res = await owner.client.get('/business-directory');
    const head = header(res.text);
    expect(head).toMatch(/<a href="\/dashboard"[^>]*>Dashboard<\/a>/);
    expect(head).toMatch(/<form method="post" action="\/logout"><button type="submit"[^>]*>Logout<\/button><\/form>/);
    expect(head).not.toContain('>Admin<');
    expect(footer(res.text)).not.toContain('Business Login');
    expect(footer(res.text)).toMatch(/href="\/dashboard"[^>]*>\s*Dashboard\s*</);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('admin: Admin as well', async () => {
    const res = await admin.get('/business-directory');
    expect(header(res.text)).toMatch(/<a href="\/admin"[^>]*>Admin<\/a>/);
    expect(header(res.text)).toMatch(/>Dashboard</);
  });

  it('a stale or forged session cookie gets the public page', async () => {
    const res = await anonymous.get('/business-directory', { headers: { Cookie: 'session=abcdefghijklmnopqrstuvwxyz234567' } });
    expect(res.status).toBe(200);
    expect(header(res.text)).not.toMatch(/>Dashboard<|>Logout</);
  });
});

it('without JavaScript, Business Login takes a signed-in person to their dashboard', async () => {
  const res = await owner.client.get('/login');
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe('/dashboard');
});
