/**
 * Claiming a listing as owners and admins do it, in Chromium against the built server:
 * the steps up front, a code from the business mailbox, payment only after approval, the same with
 * JavaScript off, and the admin's Claims tab. Screenshots at 390 px and 1280 px go to test-results/.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { demo, signInContext, signupFormReady } from '../../helpers/owners';
import { waitForMail } from '../../helpers/mail';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';
import { unclaimedListings } from '../../helpers/unclaimed-listings';

let server: TestServer;
useSite((site) => ({ server } = site), { demo: true, ownSiteUrl: true });

/** An unclaimed listing with a business e-mail on file that an admin approved (like an imported listing); each test takes its own. */
const nextUnclaimed = unclaimedListings('asc', (id) => `frontdesk-${id}@business.example`);
const unclaimedListing = () => nextUnclaimed(server.dbPath);

const shot = (page: Page, name: string) => screenshot(page, `claim-${name}`);

for (const width of [390, 1280]) {
  test(`a verified owner claims with the mailed code, then pays (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const base = server.url;
    const listing = unclaimedListing();
    const before = await (await page.request.get(`${base}/api/businesses/${listing.id}`)).json();
    await signInContext(page.request, base, demo.owner2);

    await page.goto(`${base}/list-your-business`);
    await signupFormReady(page);
    await page.getByRole('link', { name: 'Claim Existing Business' }).click();
    await expect(page).toHaveURL(/mode=claim/);
    await expect(page.getByRole('heading', { name: 'How claiming works' })).toBeVisible();
    await expect(page.getByText('Use an account whose e-mail address is verified.')).toBeVisible();
    await expect(page.getByText('Until the claim is approved the listing does not change and nothing is charged.')).toBeVisible();
    await page.getByLabel('Select your business').selectOption(String(listing.id));
    await expect(page.getByLabel(/Send a 6-digit code to/)).toBeChecked();
    await expect(page.getByText(listing.email)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `steps-${width}`);

    await page.getByRole('button', { name: 'Start Claim' }).click();
    await page.waitForURL(/\/claims\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await expect(page.getByText('f***@business.example', { exact: true })).toBeVisible();
    // Nothing changed on the listing, and nothing can be paid yet.
    expect(await (await page.request.get(`${base}/api/businesses/${listing.id}`)).json()).toEqual(before);
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, `code-${width}`);

    const mail = await waitForMail(server.outboxDir, (m) => m.to.includes(listing.email) && /your code to claim/.test(m.subject));
    await page.getByLabel('6-digit code').fill(/^(\d{6})/.exec(mail.subject)![1]!);
    await page.getByRole('button', { name: 'Confirm Code' }).click();
    await expect(page.getByRole('heading', { name: 'Claim approved' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Claim approved')).toBeVisible();
    await shot(page, `approved-${width}`);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/checkout\/test\//);

    await page.goto(`${base}/dashboard`);
    await expect(page.getByRole('heading', { name: listing.name })).toBeVisible();
  });
}

test('without JavaScript: the steps, the listing picker, the claim and the code all work as plain forms', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const base = server.url;
  const listing = unclaimedListing();
  await signInContext(context.request, base, demo.owner);
  await page.goto(`${base}/business-signup?mode=claim`);
  await expect(page.getByRole('heading', { name: 'How claiming works' })).toBeVisible();
  await page.getByLabel('Select your business').selectOption(String(listing.id));
  await page.getByRole('button', { name: 'Use this business' }).click();
  await page.getByRole('button', { name: 'Start Claim' }).click();
  await page.waitForURL(/\/claims\/\d+$/);
  const mail = await waitForMail(server.outboxDir, (m) => m.to.includes(listing.email) && /your code to claim/.test(m.subject));
  const wrong = '000000' === /^(\d{6})/.exec(mail.subject)![1] ? '111111' : '000000';
  await page.getByLabel('6-digit code').fill(wrong);
  await page.getByRole('button', { name: 'Confirm Code' }).click();
  // Refused: the claim page again, with the message above the form and the code as typed.
  await expect(page.getByRole('alert').getByText('That code is not correct. Check the e-mail and try again.')).toBeVisible();
  await expect(page.getByLabel('6-digit code')).toHaveValue(wrong);
  await page.getByLabel('6-digit code').fill(/^(\d{6})/.exec(mail.subject)![1]!);
  await page.getByRole('button', { name: 'Confirm Code' }).click();
  await expect(page.getByRole('heading', { name: 'Claim approved' })).toBeVisible();
  await context.close();
});

test('a visitor without an account is told to log in or create one first', async ({ page }) => {
  await page.goto(`${server.url}/business-signup?mode=claim`);
  await signupFormReady(page);
  await expect(page.getByRole('heading', { name: 'How claiming works' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in first' }).first()).toHaveAttribute('href', /\/login\?next=/);
});

for (const width of [390, 1280]) {
  test(`an admin reviews evidence in the Claims tab and rejects with a reason (${width} px)`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    const base = server.url;
    const listing = unclaimedListing();
    const owner = await browser.newContext();
    await signInContext(owner.request, base, demo.owner);
    const opened = await owner.request.post(`${base}/api/businesses/claim`, {
      data: { businessId: listing.id, method: 'review', evidence: `Licence TX-${listing.id}; I am the manager.` },
      headers: { Origin: base },
    });
    expect(opened.status()).toBe(202);
    await owner.close();

    await signInContext(page.request, base, demo.admin);
    await page.goto(`${base}/admin?tab=claims`);
    const card = page.getByRole('listitem').filter({ hasText: `Licence TX-${listing.id}` });
    await expect(card.getByText('Listing on file')).toBeVisible();
    await expect(card.getByText(demo.owner)).toBeVisible();
    await expect(card.getByRole('link', { name: /View public page/ })).toHaveAttribute(
      'href',
      new RegExp(`/business/${listing.id}`),
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await shot(page, `admin-${width}`);

    await card.getByRole('button', { name: /Reject/ }).click();
    await card.getByLabel('Reason (sent to the claimant)').fill('Please send a copy of the licence.');
    await card.getByRole('button', { name: 'Reject claim' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Claim rejected successfully')).toBeVisible();
    await waitForMail(
      server.outboxDir,
      (m) => m.to.includes(demo.owner) && m.body.includes('Please send a copy of the licence.'),
    );
  });
}
