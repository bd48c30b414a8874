/**
 * The admin lists a page at a time on a phone, with a search, on the built server with the demo data (46 listings): no sideways scrolling on
 * any paged tab, a page height that stays bounded, Previous/Next and the search with JavaScript off
 * (plain addresses; an action's confirmation page returns to the same page) and on (fetched in place,
 * the address kept in step), axe. Screenshots of each tab at
 * 390 px and 1280 px in test-results/admin-pages-*.png.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import type Database from 'better-sqlite3';
import { expectNoAxeViolations } from '../../helpers/axe';
import { useSite } from '../../helpers/browser-site';
import { demo, signInContext } from '../../helpers/owners';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';

let server: TestServer;
let db: Database.Database;
useSite((site) => ({ server, db } = site), { demo: true, ownSiteUrl: true, writable: true });
test.beforeAll(() => {
  // A pending claim on every unclaimed demo listing (the demo has none): the Claims tab's cards carry long
  // e-mail addresses and websites that must wrap at 390 px.
  const claimant = (db.prepare("select id from users where email = 'owner2@example.com'").get() as { id: number }).id;
  const claim = db.prepare("insert into claims (business_id, user_id, method, evidence) values (?, ?, 'review', 'Front desk.')");
  for (const { id } of db.prepare('select id from businesses where owner_id is null').all() as { id: number }[])
    claim.run(id, claimant);
});

const tabs = ['businesses', 'claims', 'events', 'contacts', 'users'] as const;
/**
 * 20 phone cards and the page around them fit (the claims tab about 10,000 px, its tab row wrapped onto two lines);
 * all 46 listings on one page would not (about twice that).
 */
const PHONE_HEIGHT_LIMIT = 10_500;

const size = (page: Page) =>
  page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
const cards = (page: Page) => page.getByRole('tabpanel').locator('tbody > tr');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Businesses pages' });

test('at 390 px without JavaScript: bounded pages, Previous/Next and search are plain links and forms', async ({ browser }) => {
  const base = server.url;
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  await signInContext(context.request, base, demo.admin);
  const page = await context.newPage();

  for (const tab of tabs) {
    await page.goto(`${base}/admin?tab=${tab}`);
    const { height, overflow } = await size(page);
    expect(overflow, `${tab} scrolls sideways`).toBeLessThanOrEqual(0);
    expect(height, `${tab} height`).toBeLessThan(PHONE_HEIGHT_LIMIT);
  }

  await page.goto(`${base}/admin`);
  await expect(cards(page)).toHaveCount(20);
  await expect(pager(page).getByText('Showing 1–20 of 46 · page 1 of 3')).toBeVisible();
  await expect(pager(page).getByRole('link', { name: /Previous/ })).toHaveCount(0);
  await pager(page).getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/admin\?tab=businesses&page=2$/);
  await expect(pager(page).getByText('Showing 21–40 of 46 · page 2 of 3')).toBeVisible();
  await pager(page).getByRole('link', { name: /Next/ }).click();
  await expect(pager(page).getByText('Showing 41–46 of 46 · page 3 of 3')).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  await expect(pager(page).getByRole('link', { name: /Next/ })).toHaveCount(0);
  // An action from page 3 (its confirmation page without JavaScript) comes back to page 3.
  const last = cards(page).last();
  const name = (await last.locator('td[data-label="Business Name"] .font-medium').textContent())!;
  // An admin-featured premium listing's button adds "(it stays featured while premium)".
  await last.getByRole('button', { name: new RegExp(`^(Feature|Unfeature) ${name}( \\(.*\\))?$`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^(Feature|Unfeature) ${name}\\?$`) })).toBeVisible();
  await page.getByRole('button', { name: /^(Feature|Unfeature)$/ }).click();
  await expect(page).toHaveURL(/\/admin\?tab=businesses&page=3$/);
  await expect(page.getByText(/^Business (featured|unfeatured) successfully$/)).toBeVisible();
  await expect(pager(page).getByText('Showing 41–46 of 46 · page 3 of 3')).toBeVisible();

  await pager(page)
    .getByRole('link', { name: /Previous/ })
    .click();
  await expect(page).toHaveURL(/page=2$/);

  // Search by owner e-mail with a status filter: a GET form, the server narrows and pages the list.
  await page.getByLabel('Search businesses').fill('owner2@example.com');
  await page.getByLabel('Status').selectOption('approved');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/tab=businesses&q=owner2%40example\.com&filter=approved$/);
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(0);
  await expect(cards(page).filter({ hasText: 'Owner: owner2@example.com' })).toHaveCount(shown);
  await expect(cards(page).getByText('Approved', { exact: true })).toHaveCount(shown);
  await expect(pager(page).getByText(shown === 1 ? 'Showing 1 of 1' : `Showing 1–${shown} of ${shown}`)).toBeVisible();

  // Users: search by name.
  await page.goto(`${base}/admin?tab=users&q=admin`);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByText('admin@example.com')).toBeVisible();
  await context.close();
});

test('at 390 px with JavaScript: pages and search fetched in place, the address follows, axe', async ({ browser }) => {
  const base = server.url;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInContext(context.request, base, demo.admin);
  const page = await context.newPage();
  await page.goto(`${base}/admin`);
  await expect(page.locator('astro-island[component-url*="AdminDashboard"]:not([ssr])')).toHaveCount(1);
  const first = await cards(page).first().textContent();

  await pager(page).getByRole('link', { name: /Next/ }).click();
  await expect(pager(page).getByText('Showing 21–40 of 46 · page 2 of 3')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?tab=businesses&page=2$/);
  await expect(cards(page).first()).not.toHaveText(first!);
  await expect(page.getByRole('tabpanel')).toBeFocused();
  expect((await size(page)).overflow).toBeLessThanOrEqual(0);

  // Typing searches from page 1; the filter applies at once.
  await page.getByLabel('Search businesses').fill('owner@example.com');
  await expect(page).toHaveURL(/tab=businesses&q=owner%40example\.com$/);
  await expect(cards(page).first()).toContainText('Owner: owner@example.com');
  await page.getByLabel('Status').selectOption('pending');
  await expect(page).toHaveURL(/q=owner%40example\.com&filter=pending$/);
  await expect(cards(page).getByText('Pending', { exact: true })).toHaveCount(await cards(page).count());

  // A reload opens the same view (the address is the state).
  await page.reload();
  await expect(page.getByLabel('Search businesses')).toHaveValue('owner@example.com');
  await expect(page.getByLabel('Status')).toHaveValue('pending');

  // Switching tabs keeps each tab's own address; the users tab pages in place too.
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=users$/);
  await page.getByLabel('Role').selectOption('admin');
  await expect(page).toHaveURL(/tab=users&filter=admin$/);
  await expect(cards(page)).toHaveCount(1);
  await expectNoAxeViolations(page);
  await context.close();
});

for (const width of [390, 1280]) {
  test(`screenshots of the paged tabs (${width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await signInContext(context.request, server.url, demo.admin);
    const page = await context.newPage();
    for (const tab of tabs) {
      await page.goto(`${server.url}/admin?tab=${tab}`);
      await expect(page.locator('astro-island[component-url*="AdminDashboard"]:not([ssr])')).toHaveCount(1);
      expect((await size(page)).overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `admin-pages-${tab}-${width}`);
    }
    await context.close();
  });
}
