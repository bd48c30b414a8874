/**
 * The public listing page's actions, in a browser: "Report a problem" with JavaScript off and on, the
 * "Claim it" link into claim mode with the listing chosen, and the premium booking link as a main action
 * (under the name, and Book in the phone's sticky bar at 390 px with 48 px targets). Screenshots go to
 * SCREENSHOT_DIR as listing-*.png.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import type Database from 'better-sqlite3';
import { expectNoAxeViolations } from '../../helpers/axe';
import { useSite } from '../../helpers/browser-site';
import type { Client } from '../../helpers/http';
import { demo, signInContext } from '../../helpers/owners';
import { screenshot } from '../../helpers/screenshot';
import type { TestServer } from '../../helpers/server';

const PHONE = { width: 390, height: 844 };
/** "Claim it", then the listing's name for screen readers (Chromium reads the hidden part as a word of its own). */
const claimName = () => new RegExp(`^Claim it\\W+${unclaimed.name}$`);
const DESKTOP = { width: 1280, height: 900 };

let server: TestServer;
let db: Database.Database;
let unclaimed: { id: number; name: string };
let premium: { id: number; name: string };

let owner: Client;
useSite((site) => ({ server, db, owner } = site), { demo: true, ownSiteUrl: true, writable: true, signIn: ['owner'] });
test.beforeAll(async () => {
  unclaimed = db
    .prepare('select id, name from businesses where approved = 1 and owner_id is null and phone is not null order by id limit 1')
    .get() as typeof unclaimed;
  premium = db
    .prepare(
      "select b.id, b.name from businesses b join users u on u.id = b.owner_id where u.email = ? and b.approved = 1 and b.plan = 'premium' and b.phone is not null order by b.id",
    )
    .get(demo.owner) as typeof premium;
  const res = await owner.patch(`/api/businesses/${premium.id}`, {
    social: { booking: 'https://fareharbor.com/embeds/book/e2e/' },
  });
  expect(res.status).toBe(200);
});

const reports = () =>
  db.prepare('select subject, email from contact_messages where business_id = ? order by id').all(unclaimed.id) as {
    subject: string;
    email: string;
  }[];

async function reportFlow(page: Page, { email, kind, js }: { email: string; kind: string; js: boolean }) {
  await page.goto(`${server.url}/business/${unclaimed.id}`);
  await page.getByRole('link', { name: 'Report a problem' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report a problem' })).toBeVisible();
  // Sent empty: the form comes back with a message under each field, nothing stored.
  await page.getByLabel('Your e-mail (optional)').fill('not an address');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('alert')).toContainText('Please check the form');
  await expect(page.getByText('Choose what is wrong')).toBeVisible();
  await expect(page.getByText('Please tell us what is wrong, in at least 10 characters')).toBeVisible();
  await expect(page.getByText('Enter a valid e-mail address, or leave it empty')).toBeVisible();
  await expect(page.getByLabel('Your e-mail (optional)')).toHaveValue('not an address');
  // axe runs in the page: only where scripts do.
  if (js) await expectNoAxeViolations(page);
  await screenshot(page, `listing-report-refused-${page.viewportSize()!.width}`);

  await page.getByRole('radio', { name: kind }).check();
  await page.getByLabel('Tell us more').fill('The hours say 9 to 5, but they open at noon in winter.');
  await page.getByLabel('Your e-mail (optional)').fill(email);
  await page.getByRole('button', { name: 'Send report' }).click();
  await page.waitForURL(new RegExp(`/business/${unclaimed.id}-`));
  await expect(page.getByText('Thank you! Our team will check this listing.')).toBeVisible();
  await screenshot(page, `listing-report-sent-${page.viewportSize()!.width}`, { fullPage: false });
}

test('Report a problem without JavaScript, at 390 px: refused with messages, then sent and back on the listing', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await reportFlow(page, { email: '', kind: 'Wrong opening hours', js: false });
  expect(reports()).toEqual([{ subject: `Wrong opening hours: ${unclaimed.name}`, email: '' }]);
  await context.close();
});

test('Report a problem with JavaScript, at 1280 px', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await reportFlow(page, { email: 'visitor@example.org', kind: 'Closed for good', js: true });
  await expectNoAxeViolations(page);
  expect(reports().at(-1)).toEqual({ subject: `Closed for good: ${unclaimed.name}`, email: 'visitor@example.org' });
});

test('the admin finds the reports in Contacts, with links to the listing and its row in Businesses', async ({ page }) => {
  await signInContext(page.context().request, server.url, demo.admin);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto(`${server.url}/admin?tab=contacts&q=${encodeURIComponent(unclaimed.name)}`);
    const row = page.getByRole('row').filter({ hasText: `Wrong opening hours: ${unclaimed.name}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText('No name given');
    await expect(row).toContainText('None given');
    await expect(row.getByRole('link', { name: `View listing ${unclaimed.name}` })).toHaveAttribute(
      'href',
      `/business/${unclaimed.id}`,
    );
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, `listing-report-admin-${size.width}`, { fullPage: false });
  }
  await expectNoAxeViolations(page);
  await page
    .getByRole('row')
    .filter({ hasText: `Closed for good: ${unclaimed.name}` })
    .getByRole('link', { name: /^In Businesses/ })
    .click();
  await expect(page).toHaveURL(/tab=businesses&q=/);
  await expect(page.getByRole('row').filter({ hasText: unclaimed.name }).first()).toBeVisible();
});

test('an unclaimed listing offers "Claim it", into claim mode with the listing chosen (JavaScript on and off)', async ({
  page,
  browser,
}) => {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto(`${server.url}/business/${unclaimed.id}`);
    const prompt = page.getByRole('region', { name: 'Is this your business?' });
    await prompt.scrollIntoViewIfNeeded();
    await expect(prompt).toBeVisible();
    await screenshot(page, `listing-claim-prompt-${size.width}`, { fullPage: false });
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: claimName() }).click();
  await expect(page).toHaveURL(new RegExp(`/business-signup\\?mode=claim&businessId=${unclaimed.id}$`));
  await expect(page.getByLabel('Select your business')).toHaveValue(String(unclaimed.id));
  await expect(page.locator('astro-island[component-url*="SignupForm"]:not([ssr])')).toHaveCount(1);
  await expect(page.getByLabel('Select your business')).toHaveValue(String(unclaimed.id));

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto(`${server.url}/business/${unclaimed.id}`);
  await noJs.getByRole('link', { name: claimName() }).click();
  await expect(noJs.getByLabel('Select your business')).toHaveValue(String(unclaimed.id));
  await context.close();

  // A claimed listing does not offer it.
  await page.goto(`${server.url}/business/${premium.id}`);
  await expect(page.getByRole('region', { name: 'Is this your business?' })).toHaveCount(0);
});

test('premium booking link at 390 px: Book in the sticky bar (48 px targets, all on screen) and under the name', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/business/${premium.id}`);
  const bar = page.getByRole('navigation', { name: `Contact ${premium.name}` });
  await expect(bar).toBeVisible();
  const links = bar.getByRole('link');
  await expect(links).toHaveText([/^\s*Call/, /^\s*Directions/, /^\s*Book/]);
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    // One line of text: the label does not wrap.
    expect(await link.evaluate((a) => a.getBoundingClientRect().height)).toBeLessThan(60);
  }
  await expect(bar.getByRole('link', { name: /^Book/ })).toHaveAttribute('href', `/go/${premium.id}/booking`);
  const top = page.getByRole('link', { name: /^Book or reserve/ }).first();
  await expect(top).toBeVisible();
  expect((await top.boundingBox())!.y + 48).toBeLessThan(PHONE.height);
  await expect(top).toHaveAttribute('href', `/go/${premium.id}/booking`);
  await screenshot(page, 'listing-booking-390', { fullPage: false });
  await expectNoAxeViolations(page);

  await page.setViewportSize(DESKTOP);
  await expect(bar).toBeHidden();
  await expect(top).toBeVisible();
  await screenshot(page, 'listing-booking-1280', { fullPage: false });
});
