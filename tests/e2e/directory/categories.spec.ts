/**
 * Categories in a real browser on the demo data: the directory filter offers the nine groups and a
 * group shows every category in it, each card with its own label; a link naming one category shows it in
 * the dropdown; the owner's editor and the admin's table show the label the owner chose; a premium
 * listing's dashboard card links its billing page; admin cards keep short cells on one line. At 390 px (screenshots at 1280 px too when
 * SCREENSHOT_DIR is set).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { useSite } from '../../helpers/browser-site';
import { demo, signInContext, myListings } from '../../helpers/owners';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';
import { specCategoryOptions } from '../../fixtures/category-groups';

let server: TestServer;
const shots = process.env.SCREENSHOT_DIR;

useSite((site) => ({ server } = site), { demo: true, ownSiteUrl: true });
test.use({ viewport: { width: 390, height: 844 } });

const count = (page: Page) => page.getByRole('heading', { level: 2, name: /business(es)? found|Loading\.\.\./ });
// On a phone the category select is folded behind "Filters" until opened.
const openFilters = (page: Page) => page.getByRole('search').locator('summary', { hasText: 'Filters' }).click();
const card = (page: Page, name: string) => page.locator('article').filter({ has: page.getByRole('heading', { name }) });

async function openDirectory(page: Page, query = '') {
  await page.goto(`${server.url}/business-directory${query}`);
  const island = page.locator('astro-island:has(#directory-q)');
  await page.getByPlaceholder('Search businesses, services, or keywords...').focus();
  await expect(island).not.toHaveAttribute('ssr');
}

test('the directory filters by a group, every category in it, each card with its chosen label', async ({ page }) => {
  await openDirectory(page);
  await openFilters(page);
  const select = page.getByLabel('Category');
  await expect(select.locator('option')).toHaveText(specCategoryOptions);
  await select.selectOption({ label: 'Healthcare' });
  await expect(page).toHaveURL(/\?category=healthcare$/);
  await expect(count(page)).toHaveText('4 businesses found');
  await expect(card(page, 'Salt Air Massage & Wellness').getByText('Beauty & Wellness', { exact: true })).toBeVisible();
  await expect(card(page, 'Beachside Pharmacy').getByText('Healthcare', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'categories-directory-healthcare-390');

  await select.selectOption({ label: 'Recreation & Tours' });
  await expect(page).toHaveURL(/\?category=recreation$/);
  await expect(card(page, 'Lighthouse Lakes Eco Tours').getByText('Tourism', { exact: true })).toBeVisible();
  await expect(card(page, 'Reel Tide Fishing Charters').getByText('Recreation & Tours', { exact: true })).toBeVisible();
  // Services: Technology, Home & Garden and plain Services listings together.
  await select.selectOption({ label: 'Services' });
  await expect(card(page, 'Gulf Breeze Pest & Lawn').getByText('Home & Garden', { exact: true })).toBeVisible();
  await expect(card(page, 'Harbor Mobile Boat Repair').getByText('Services', { exact: true })).toBeVisible();
});

test('links naming one category, or the words other pages use, filter sensibly', async ({ page }) => {
  await openDirectory(page, '?category=Beauty%20%26%20Wellness');
  await expect(count(page)).toHaveText('1 business found');
  await expect(page.getByLabel('Category')).toHaveValue('beauty-wellness');
  await expect(page.getByLabel('Category').locator('option:checked')).toHaveText('Healthcare: Beauty & Wellness');
  await openDirectory(page, '?category=fishing');
  await expect(page.getByLabel('Category')).toHaveValue('recreation');
  await expect(page.getByRole('heading', { name: 'Reel Tide Fishing Charters' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lighthouse Lakes Eco Tours' })).toHaveCount(0);
  await openDirectory(page, '?category=Restaurants');
  await expect(page.getByLabel('Category')).toHaveValue('restaurant');
  await expect(count(page)).toHaveText('8 businesses found');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the GET form filters by group', async ({ page }) => {
    await page.goto(`${server.url}/business-directory`);
    await openFilters(page);
    await page.getByLabel('Category').selectOption({ label: 'Healthcare' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/category=healthcare/);
    await expect(count(page)).toHaveText('4 businesses found');
    await expect(card(page, 'Salt Air Massage & Wellness').getByText('Beauty & Wellness', { exact: true })).toBeVisible();
  });
});

test('a business page with a newly kept category', async ({ page }) => {
  await page.goto(`${server.url}/business-directory?category=tourism`);
  await card(page, 'Lighthouse Lakes Eco Tours')
    .getByRole('link', { name: /^View Details/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lighthouse Lakes Eco Tours' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Tourism$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'More Recreation & Tours Businesses' })).toBeVisible();
  await expectNoAxeViolations(page);
  if (shots) {
    await screenshot(page, 'categories-business-tourism-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'categories-business-tourism-1280');
    await page.goto(`${server.url}/business-directory?category=healthcare`);
    await screenshot(page, 'categories-directory-healthcare-1280');
  }
});

test('the owner’s editor and the admin’s table show the chosen label', async ({ browser }) => {
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInContext(ownerContext.request, server.url, demo.owner);
  const page = await ownerContext.newPage();
  const mine = await myListings(page.request, server.url);
  const tours = mine.find((b) => b.name === 'Lighthouse Lakes Eco Tours')!;
  await page.goto(`${server.url}/dashboard`);
  await expect(page.getByText('Tourism', { exact: true }).first()).toBeVisible();
  // A premium listing's card links its billing page; a free one has no such link.
  const reelTide = mine.find((b) => b.name === 'Reel Tide Fishing Charters')!;
  await expect(page.getByRole('link', { name: 'Billing for Lighthouse Lakes Eco Tours' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Billing for Reel Tide Fishing Charters' }).click();
  await expect(page).toHaveURL(`${server.url}/dashboard/billing/${reelTide.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing for Reel Tide Fishing Charters' })).toBeVisible();
  await page.goto(`${server.url}/dashboard/businesses/${tours.id}`);
  const category = page.getByLabel('Category');
  await expect(category).toHaveValue('Tourism');
  await expect(category.locator('option')).toHaveCount(18);
  await ownerContext.close();

  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInContext(adminContext.request, server.url, demo.admin);
  const admin = await adminContext.newPage();
  await admin.goto(`${server.url}/admin?tab=businesses&q=Computer`);
  await expect(admin.getByText('Mustang Island Computer Help').first()).toBeVisible();
  await expect(admin.getByText('Technology', { exact: true }).first()).toBeVisible();
  // On a phone card the short cells share one line (the Businesses tab was one tall column per card).
  const card = admin.locator('tbody tr').first();
  const tops = await Promise.all(
    ['Category', 'Plan', 'Status'].map(async (label) => (await card.locator(`td[data-label="${label}"]`).boundingBox())!.y),
  );
  expect(new Set(tops).size).toBe(1);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await adminContext.close();
});
