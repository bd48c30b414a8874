/**
 * The directory in a real browser: search as you type without reloads, skeletons, URL sync,
 * category filter, pages, the error state and its retry, JS-off search, and axe on every state.
 * Runs its own server with known listings (tests/fixtures/directory-data.ts) plus 30 filler rows.
 */
import type { Page } from '@playwright/test';
import type Database from 'better-sqlite3';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';

let server: TestServer;
let ids: Record<string, number>;
let db: Database.Database;

useSite((site) => ({ server, db, businessIds: ids } = site), { directory: true, writable: true });
test.beforeAll(() => {
  const filler = db.prepare(
    `insert into businesses (slug, name, description, category, approved) values (?, ?, 'Gifts and souvenirs.', 'retail', 1)`,
  );
  for (let i = 1; i <= 30; i++) filler.run(`zz-shop-${i}`, `Zz Souvenir Shop ${String(i).padStart(2, '0')}`);
});

async function openDirectory(page: Page, query = '') {
  await page.goto(`${server.url}/business-directory${query}`);
  // The island hydrates on first interaction; Astro drops the ssr attribute once it has.
  const island = page.locator('astro-island:has(#directory-q)');
  await expect(island).toHaveAttribute('ssr', '');
  await page.getByPlaceholder('Search businesses, services, or keywords...').focus();
  await expect(island).not.toHaveAttribute('ssr');
}

const count = (page: Page) => page.getByRole('heading', { level: 2, name: /business(es)? found|Loading\.\.\./ });

test('searches as you type, keeps the URL in sync and never reloads', async ({ page }) => {
  await openDirectory(page);
  await expect(count(page)).toHaveText('38 businesses found');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
  await page.getByPlaceholder('Search businesses, services, or keywords...').pressSequentially('kayak', { delay: 30 });
  await expect(count(page)).toHaveText('1 business found');
  await expect(page.getByRole('heading', { name: 'Mustang Island Kayak Rentals' })).toBeVisible();
  await expect(page).toHaveURL(/\/business-directory\?q=kayak$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');

  await page.getByPlaceholder('Search businesses, services, or keywords...').fill('no such thing at all');
  await expect(page.getByRole('heading', { name: 'No Businesses Found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria to find more businesses.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('keeps what was typed before the island hydrated', async ({ page }) => {
  await page.goto(`${server.url}/business-directory`);
  await page.getByPlaceholder('Search businesses, services, or keywords...').pressSequentially('museum');
  await expect(count(page)).toHaveText('1 business found');
  await expect(page.getByRole('heading', { name: 'Port Aransas Museum' })).toBeVisible();
  await expect(page).toHaveURL(/\?q=museum$/);
});

test('keeps Open now ticked when that tick is what hydrates the island', async ({ page }) => {
  await page.goto(`${server.url}/business-directory`);
  await expect(page.locator('astro-island:has(#directory-q)')).toHaveAttribute('ssr', '');
  await page.getByLabel('Open now').check();
  await expect(page).toHaveURL(/[?&]open=now/);
  await expect(page.getByLabel('Open now')).toBeChecked();
});

test('shows 9 skeleton cards and Loading... while a search is in flight', async ({ page }) => {
  await openDirectory(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/businesses?**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Category').selectOption({ label: 'Restaurants' });
  await expect(count(page)).toHaveText('Loading...');
  await expect(page.locator('[data-skeleton]')).toHaveCount(9);
  release();
  await expect(count(page)).toHaveText('3 businesses found');
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  await expect(page).toHaveURL(/\?category=restaurant$/);
  // Premium first, then featured, then by name.
  await expect(page.getByRole('heading', { level: 2 }).filter({ hasNotText: /found/ }).first()).toHaveText(
    'Fins Grill & Icehouse',
  );
});

test('pages through results in place', async ({ page }) => {
  await openDirectory(page);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.locator('article')).toHaveCount(14);
  await page.getByRole('link', { name: 'Previous page' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.locator('article')).toHaveCount(24);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
});

test('a failed load says so and "Click here to try again" refetches', async ({ page }) => {
  await openDirectory(page);
  await page.route('**/api/businesses?**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await page.getByPlaceholder('Search businesses, services, or keywords...').fill('grill');
  await expect(page.getByText('Failed to load businesses.')).toBeVisible();
  await page.unroute('**/api/businesses?**');
  await page.getByRole('link', { name: 'Click here to try again' }).click();
  await expect(count(page)).toHaveText('1 business found');
  await expect(page.getByRole('heading', { name: 'Fins Grill & Icehouse' })).toBeVisible();
});

test('a non-array answer is treated as a load error', async ({ page }) => {
  await openDirectory(page);
  await page.route('**/api/businesses?**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"items":[]}' }),
  );
  await page.getByLabel('Category').selectOption({ label: 'Lodging' });
  await expect(page.getByText('Failed to load businesses.')).toBeVisible();
});

test('category links from other pages filter sensibly', async ({ page }) => {
  await openDirectory(page, '?category=fishing');
  await expect(count(page)).toHaveText('1 business found');
  await expect(page.getByRole('heading', { name: 'Deep Sea Headquarters' })).toBeVisible();
  await expect(page.getByLabel('Category')).toHaveValue('recreation');
  await openDirectory(page, '?category=Restaurants');
  await expect(count(page)).toHaveText('3 businesses found');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the GET form searches and filters', async ({ page }) => {
    await page.goto(`${server.url}/business-directory`);
    await page.getByPlaceholder('Search businesses, services, or keywords...').fill('taco');
    await page.getByLabel('Category').selectOption({ label: 'Restaurants' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=taco/);
    await expect(page).toHaveURL(/category=restaurant/);
    await expect(count(page)).toHaveText('3 businesses found');
    await page.goto(`${server.url}/business-directory?page=2`);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
  });
});

test('cards link to the business page, which passes axe at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDirectory(page, '?q=fins');
  await expect(page.getByRole('link', { name: 'Visit Website' })).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /View Details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/business/${ids['Fins Grill & Icehouse']}-fins-grill-and-icehouse$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Fins Grill & Icehouse' })).toBeVisible();
  await expect(page.getByText(/Open now|Closed now/)).toBeVisible();
  await expectNoAxeViolations(page);
});
