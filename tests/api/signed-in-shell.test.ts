/**
 * The signed-in header and footer (issue 14 part 7) on prerendered and on-demand pages: a signed-in
 * visitor gets Dashboard, Logout (and Admin for admins) and no 'Business Login'; everyone else gets the
 * shared, cacheable page as built, with no script added for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, GOOD_PASSWORD, signIn } from '../helpers/accounts';
import { Client } from '../helpers/http';
import { signUpOwner, type Owner } from '../helpers/payments-fixtures';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let owner: Owner;
let admin: Client;
let anonymous: Client;

beforeAll(async () => {
  server = await startServer();
  owner = await signUpOwner(server.url);
  const email = `admin-${Date.now()}@example.com`;
  expect(createAdmin(server.dbPath, email).status).toBe(0);
  admin = new Client(server.url);
  await signIn(admin, email, GOOD_PASSWORD);
  anonymous = new Client(server.url);
});
afterAll(() => server?.stop());

/** The account strip above the header plus the header itself ('' parts when absent). */
const header = (html: string) => {
  const strip = html.indexOf('<nav aria-label="Account"');
  return html.slice(strip < 0 ? html.indexOf('<header') : strip, html.indexOf('</header>'));
};
const footer = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));

describe.each(['/privacy', '/business-directory'])('%s', (path) => {
  it('anonymous: the page as built, Business Login in the footer, no account links', async () => {
    const res = await anonymous.get(path);
    expect(res.status).toBe(200);
    expect(header(res.text)).not.toMatch(/>Dashboard<|>Logout<|>Admin</);
    expect(footer(res.text)).toMatch(/href="\/login"[^>]*>\s*Business Login\s*</);
    expect(res.headers.get('cache-control')).not.toBe('no-store');
  });

  it('signed-in owner: Dashboard and Logout in the header, Dashboard in the footer, personal (no-store)', async () => {
    const res = await owner.client.get(path, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    const head = header(res.text);
    expect(head).toMatch(/<a href="\/dashboard"[^>]*>Dashboard<\/a>/);
    expect(head).toMatch(/<form method="post" action="\/logout"><button type="submit"[^>]*>Logout<\/button><\/form>/);
    expect(head).not.toContain('>Admin<');
    expect(footer(res.text)).not.toContain('Business Login');
    expect(footer(res.text)).toMatch(/href="\/dashboard"[^>]*>\s*Dashboard\s*</);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    expect(res.headers.get('content-security-policy')).toBeTruthy();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('admin: Admin as well', async () => {
    const res = await admin.get(path);
    expect(header(res.text)).toMatch(/<a href="\/admin"[^>]*>Admin<\/a>/);
    expect(header(res.text)).toMatch(/>Dashboard</);
  });

  it('a stale or forged session cookie gets the public page', async () => {
    const res = await anonymous.get(path, { headers: { Cookie: 'session=abcdefghijklmnopqrstuvwxyz234567' } });
    expect(res.status).toBe(200);
    expect(header(res.text)).not.toMatch(/>Dashboard<|>Logout</);
  });
});

it('signed-in answers never leak into the shared copy', async () => {
  await owner.client.get('/privacy');
  await owner.client.get('/business-directory');
  for (const path of ['/privacy', '/business-directory']) {
    const res = await anonymous.get(path);
    expect(header(res.text)).not.toMatch(/>Dashboard<|>Logout</);
  }
});
