/** Events pages in a real browser: progressive 'More events' with 6 placeholders, detail page, axe. */
import type Database from 'better-sqlite3';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';

let server: TestServer;
let ids: Record<string, number>;
let db: Database.Database;

useSite((site) => ({ server, db, eventIds: ids } = site), { directory: true, writable: true });
test.beforeAll(() => {
  // 5 approved fixture events + 13 more = 18: 3 in Coming Up Soon, then 15 in All Events (two pages of 12).
  const add = db.prepare(
    `insert into events (title, description, category, location, start_date, end_date, approved) values (?, 'Weekly meetup.', 'Community', 'Community Center, Port Aransas', ?, ?, 1)`,
  );
  const day = 86_400_000;
  for (let i = 1; i <= 13; i++)
    add.run(`Beach Walk ${String(i).padStart(2, '0')}`, Date.now() + (30 + i) * day, Date.now() + (30 + i) * day + 3_600_000);
});

test('All Events loads more in place, with 6 placeholders while loading', async ({ page }) => {
  await page.goto(`${server.url}/events`);
  await expect(page.getByRole('heading', { name: 'Coming Up Soon' })).toBeVisible();
  const grid = page.locator('#all-events-grid > li');
  await expect(grid).toHaveCount(12);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/events?page=2', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'More events' }).click();
  await expect(page.locator('#all-events-grid > li[data-placeholder]')).toHaveCount(6);
  release();
  await expect(grid).toHaveCount(15);
  await expect(page.locator('#all-events-grid > li[data-placeholder]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'More events' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/events$/);
  await expectNoAxeViolations(page);
});

test('Save to My Trip works on the cards More events adds', async ({ page }) => {
  await page.goto(`${server.url}/events`);
  // The first card of page 2 is already in the trip: once added, its button says so.
  const nextId = await page.evaluate(async () => {
    const html = await (await fetch('/events?page=2')).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return Number(doc.querySelector<HTMLElement>('#all-events-grid [data-trip-save]')!.dataset.tripId);
  });
  await page.evaluate((id) => localStorage.setItem('my-trip', JSON.stringify({ b: [], e: [id] })), nextId);
  await page.reload();
  await page.getByRole('link', { name: 'More events' }).click();
  const grid = page.locator('#all-events-grid > li');
  await expect(grid).toHaveCount(15);
  const saved = grid.locator(`[data-trip-save="e"][data-trip-id="${nextId}"]`);
  await expect(saved.getByRole('button', { name: /^Remove .+ from My Trip$/ })).toBeVisible();
  // Another added card saves on a tap.
  const last = grid.last().locator('[data-trip-save="e"]');
  const lastId = Number(await last.getAttribute('data-trip-id'));
  await last.getByRole('button', { name: /^Save .+ to My Trip$/ }).click();
  await expect(last.getByRole('button', { name: /^Remove .+ from My Trip$/ })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('my-trip')!) as unknown)).toEqual({
    b: [],
    e: [nextId, lastId],
  });
});

test('event detail shows when and where and passes axe at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/events/${ids['Deep Sea Roundup']}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Deep Sea Roundup' })).toBeVisible();
  await expect(page.getByText(/C[DS]T$/)).toBeVisible();
  const add = page.getByRole('group', { name: 'Add to calendar' });
  await expect(add.getByRole('link', { name: /^Apple Calendar/ })).toHaveAttribute(
    'href',
    `/events/${ids['Deep Sea Roundup']}.ics`,
  );
  await expect(add.getByRole('link', { name: /^Google Calendar/ })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\//);
  await expect(add.getByRole('link', { name: /^Outlook/ })).toHaveAttribute('href', /^https:\/\/outlook\.live\.com\//);
  for (const link of await add.getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await screenshot(page, 'events-detail-390');
  await expectNoAxeViolations(page);
});

test('past events carry the Past Event badge', async ({ page }) => {
  await page.goto(`${server.url}/events/${ids['Last Year Oyster Fry']}`);
  await expect(page.getByText('Past Event', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Add to calendar' })).toHaveCount(0);
});
