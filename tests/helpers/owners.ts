import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
/**
 * Helpers for owner/admin tests: signing in demo accounts, and creating verified accounts through the real endpoints.
 */
import { waitForMail } from './mail';
import { Client } from './http';

export const DEMO_PASSWORD = 'portaransas-demo';
export const demo = { admin: 'admin@example.com', owner: 'owner@example.com', owner2: 'owner2@example.com' } as const;

export async function verificationToken(outboxDir: string, email: string): Promise<string> {
  const mail = await waitForMail(
    outboxDir,
    (m) => m.to.includes(email) && m.links.some((l) => l.includes('/verify-email?token=')),
  );
  return new URL(mail.links.find((l) => l.includes('/verify-email?token='))!).searchParams.get('token')!;
}

export async function signedIn(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<Client> {
  const client = new Client(baseUrl);
  const res = await client.post('/api/login', { email, password });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
  return client;
}

let counter = 0;
/** A fresh account through /api/register, optionally verified through the mailed link; signed in. */
export async function newAccount(
  baseUrl: string,
  outboxDir: string,
  { verified = true } = {},
): Promise<{ client: Client; email: string }> {
  const email = `owner-${Date.now()}-${++counter}@example.org`;
  const password = 'tidepool-lantern-42';
  const client = new Client(baseUrl);
  const reg = await client.post('/api/register', { email, password, firstName: 'Test', lastName: 'Owner' });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${reg.text}`);
  if (verified) {
    const token = await verificationToken(outboxDir, email);
    const res = await client.post('/api/verify-email', { token });
    if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${res.text}`);
  }
  const login = await client.post('/api/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  return { client, email };
}

export const validListing = {
  name: 'Dune Grass Kayak Tours',
  description: 'Guided kayak tours through the bay and the marsh at sunrise.',
  category: 'Sports & Recreation',
  phone: '(361) 555-0199',
  website: 'dunegrass.example.com',
  address: '100 Bay St, Port Aransas, TX',
};

/** Signs a browser context in through the API (the cookie lands in the context's jar). */
export async function signInContext(
  request: APIRequestContext,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const res = await request.post(`${baseUrl}/api/login`, { data: { email, password }, headers: { Origin: baseUrl } });
  if (res.status() !== 200) throw new Error(`login ${email} failed: ${res.status()}`);
}

/** A page in a browser context of its own, signed in through the API; close it with `page.context().close()`. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  { password = DEMO_PASSWORD, ...context }: BrowserContextOptions & { password?: string } = {},
): Promise<Page> {
  const page = await (await browser.newContext(context)).newPage();
  await signInContext(page.request, baseUrl, email, password);
  return page;
}

/** A listing as GET /api/businesses/my lists it to its signed-in owner (the fields browser specs read). */
export interface MyListing {
  id: number;
  name: string;
  approved: boolean;
  premium: boolean;
  website: string | null;
}

/** The listings of whoever `request` is signed in as. */
export async function myListings(request: APIRequestContext, baseUrl: string): Promise<MyListing[]> {
  const res = await request.get(`${baseUrl}/api/businesses/my`);
  expect(res.status()).toBe(200);
  return (await res.json()) as MyListing[];
}

/** Posts a listing or an event as whoever `request` is signed in as, expects it created and returns its id. */
export async function createdThrough(
  request: APIRequestContext,
  baseUrl: string,
  path: '/api/businesses' | '/api/events',
  data: Record<string, unknown>,
): Promise<number> {
  const created = await request.post(`${baseUrl}${path}`, { data, headers: { Origin: baseUrl } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** Waits until the signup form island has hydrated, so clicks and checks are not undone by hydration. */
export async function signupFormReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[component-url*="SignupForm"]:not([ssr])')).toHaveCount(1);
}

/**
 * An anonymous signup ends on "Check your email"; the mailed link's page names the account and its
 * button verifies and signs in. Follows that link in `page` and presses the button, as a new owner
 * would: a premium signup then goes straight to the checkout of its listing.
 */
export async function continueFromVerificationMail(page: Page, outboxDir: string, email: string): Promise<void> {
  await page.waitForURL(/\/business-signup\?sent=1$/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const mail = await waitForMail(
    outboxDir,
    (m) => m.to.includes(email) && m.links.some((l) => l.includes('/verify-email?token=')),
  );
  await page.goto(mail.links.find((l) => l.includes('/verify-email?token='))!);
  await page.getByRole('button', { name: `Verify and sign in as ${email}` }).click();
}
