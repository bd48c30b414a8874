/**
 * Visitor accounts in Chromium against the built server, mail through a real
 * SMTP server: a visitor presses "Sign in to write a review", creates an account, follows the mailed
 * link, lands back on the review form, writes the review; an admin approves it and it is published on
 * the listing; /account shows it. The same sign-up without JavaScript. Screenshots of /login, /register
 * and /account at 390 px and 1280 px (SCREENSHOT_DIR).
 */
import type Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { useSite } from '../../helpers/browser-site';
import { demo, signupFormReady, signedInPage } from '../../helpers/owners';
import type { TestServer } from '../../helpers/server';
import { unclaimedListings } from '../../helpers/unclaimed-listings';
import { screenshotAtWidths } from '../../helpers/screenshot';
import type { TestSmtp } from '../../helpers/smtp';

// Headless Chromium announces itself as HeadlessChrome (a bot to isbot): look like a person's browser.
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
test.use({ userAgent: UA });

const PASSWORD = 'tidepool-pelican-42';
let server: TestServer;
let smtp: TestSmtp;
let listing: { id: number; name: string; path: string };

let db: Database.Database;
useSite((site) => ({ server, smtp, db } = site), { demo: true, ownSiteUrl: true, smtp: true });
test.beforeAll(() => {
  const row = db.prepare('select id, name, slug from businesses where approved = 1 order by id limit 1').get() as {
    id: number;
    name: string;
    slug: string;
  };
  listing = { id: row.id, name: row.name, path: `/business/${row.id}-${row.slug}` };
});

async function verificationLink(email: string): Promise<string> {
  const mail = await smtp.waitForMail((m) => m.rcptTo.includes(email) && /verify/i.test(m.subject));
  return mail.links.find((l) => new URL(l).pathname === '/verify-email')!;
}

async function fillRegistration(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Jake');
  await page.getByLabel('Last Name').fill('Walker');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
}

test('review prompt → new visitor account → mailed link → back on the review form → published after approval', async ({
  browser,
}) => {
  const email = `jake-${Date.now()}@example.org`;
  const context = await browser.newContext({ userAgent: UA });
  const page = await context.newPage();
  await page.goto(`${server.url}${listing.path}`);
  await page.getByRole('link', { name: 'Sign in to write a review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Login' })).toBeVisible();
  await expect(page.getByText('Sign in to write your review.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'List your business' })).toHaveAttribute(
    'href',
    '/business-signup',
  );
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'visitor-login', { fullPage: true });

  await page.getByRole('link', { name: 'Create a free account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'visitor-register', { fullPage: true });
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('taken back to where you were')).toBeVisible();

  await page.goto(await verificationLink(email));
  await page.getByRole('button', { name: `Verify and sign in as ${email}` }).click();
  await page.waitForURL(`${server.url}${listing.path}/review`);
  await expect(page.getByRole('heading', { level: 1, name: `Review ${listing.name}` })).toBeVisible();
  await page.getByLabel('5 stars').check();
  await page.getByLabel('Your review').fill('Jake here: the crew found us redfish in an hour. Worth every penny.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Your review is waiting for approval.')).toBeVisible();

  // /account lists it with its status, from the signed-in navigation.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  const mine = page.locator('[data-account-review]');
  await expect(mine.getByRole('link', { name: listing.name })).toBeVisible();
  await expect(mine.getByText('Waiting for approval')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'visitor-account', { fullPage: true });
  await context.close();

  const admin = await signedInPage(browser, server.url, demo.admin, { userAgent: UA });
  await admin.goto(`${server.url}/admin/reviews`);
  await expect(admin.getByText('Jake here: the crew found us redfish')).toBeVisible();
  await admin.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('button', { name: 'Approve review' }).click();
  await admin.context().close();

  const visitor = await browser.newContext({ userAgent: UA });
  const listingPage = await visitor.newPage();
  await listingPage.goto(`${server.url}${listing.path}`);
  const reviews = listingPage.locator('#reviews');
  await expect(reviews.getByText('Jake here: the crew found us redfish in an hour.')).toBeVisible();
  await expect(reviews.getByText('Jake W.')).toBeVisible();
  await visitor.close();
});

test('a visitor who signs in lands on /account, with My Account in the header, never the owner dashboard', async ({
  page,
  browser,
}) => {
  const email = `lena-${Date.now()}@example.org`;
  await page.goto(`${server.url}/register`);
  await expect(page.getByText('submit events to the community calendar')).toBeVisible();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await screenshotAtWidths(page, 'visitor-register-plain', { fullPage: true });
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await page.goto(await verificationLink(email));
  await page.getByRole('button', { name: `Verify and sign in as ${email}` }).click();
  await expectVisitorVerifiedBox(page);
  await screenshotAtWidths(page, 'visitor-verified-box');

  // Another browser, later: signing in with no place to go back to.
  const later = await browser.newContext({ userAgent: UA });
  const again = await later.newPage();
  await again.goto(`${server.url}/login`);
  await expect(again.locator('astro-island[ssr]')).toHaveCount(0);
  await screenshotAtWidths(again, 'visitor-login-plain', { fullPage: true });
  await again.getByLabel('Email').fill(email);
  await again.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await again.getByRole('button', { name: 'Sign In' }).click();
  await again.waitForURL(`${server.url}/account`);
  await expect(again.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  const strip = again.getByRole('navigation', { name: 'Account' });
  await expect(strip.getByRole('link', { name: 'My Account' })).toHaveAttribute('aria-current', 'page');
  await expect(strip.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(again.getByRole('link', { name: 'List it or claim it' })).toHaveAttribute('href', '/business-signup');
  await expectNoAxeViolations(again);

  // An old bookmark of the dashboard, and a prerendered page whose header comes from the account hint.
  await again.goto(`${server.url}/dashboard`);
  await again.waitForURL(`${server.url}/account`);
  await expect(again.getByText('Your Business Listings')).toHaveCount(0);
  await again.goto(`${server.url}/privacy`);
  await expect(strip.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
  await expect(strip.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(again.getByRole('contentinfo').getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
  await later.close();
});

/** The box after verifying a visitor account: its own page to go to, no owner dashboard or owner sentence. */
async function expectVisitorVerifiedBox(page: Page) {
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(page.getByText('You are signed in. Your reviews and account settings are on My Account.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/account');
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);
  await expect(page.getByText('Business owners')).toHaveCount(0);
}

test('without JavaScript, a visitor account verified with nothing to continue to is offered My Account', async ({ browser }) => {
  const email = `lena-nojs-${Date.now()}@example.org`;
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: UA });
  const page = await context.newPage();
  await page.goto(`${server.url}/register`);
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await page.goto(await verificationLink(email));
  await page.getByRole('button', { name: `Verify and sign in as ${email}` }).click();
  await expect(page).toHaveURL(/\/verify-email\?result=verified$/);
  await expectVisitorVerifiedBox(page);
  await context.close();
});

test('without JavaScript: register, verify with the button, and land on the review form', async ({ browser }) => {
  const email = `jake-nojs-${Date.now()}@example.org`;
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: UA });
  const page = await context.newPage();
  await page.goto(`${server.url}${listing.path}/review`); // where the "Review us" QR code points
  await expect(page.getByRole('heading', { level: 1, name: 'Account Login' })).toBeVisible();
  await page.getByRole('link', { name: 'Create a free account' }).click();
  await fillRegistration(page, email);
  await page.getByLabel('Confirm Password').fill('not-the-same-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Refused: the form again with the message and what was typed (never the passwords).
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

  await page.goto(await verificationLink(email));
  await page.getByRole('button', { name: `Verify and sign in as ${email}` }).click();
  await expect(page).toHaveURL(`${server.url}${listing.path}/review`);
  await expect(page.getByRole('button', { name: 'Submit review' })).toBeVisible();
  await context.close();
});

test('a claim chosen before the account existed continues after the mailed link, to its code step', async ({ browser }) => {
  const row = unclaimedListings('desc', (id) => `frontdesk-${id}@business.example`)(server.dbPath);
  const email = `rosa-${Date.now()}@example.org`;
  const context = await browser.newContext({ userAgent: UA });
  const page = await context.newPage();
  await page.goto(`${server.url}/business-signup?mode=claim`);
  await signupFormReady(page);
  await page.getByLabel('Select your business').selectOption(String(row.id));
  await expect(page.getByLabel(/Send a 6-digit code to/)).toBeChecked();
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/\/business-signup\?sent=1$/);

  await page.goto(await verificationLink(email));
  await page.getByRole('button', { name: `Verify and sign in as ${email}` }).click();
  await page.waitForURL(/\/claims\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Email Verified!')).toBeVisible();
  await smtp.waitForMail((m) => m.rcptTo.includes(row.email) && /your code to claim/.test(m.subject));

  await page.goto(`${server.url}/dashboard`);
  const requests = page.locator('[data-owner-requests]');
  await expect(requests.getByRole('link', { name: row.name })).toBeVisible();
  await expect(requests.getByText('Enter the code we e-mailed to the listing to prove you run it.')).toBeVisible();
  await context.close();
});
