/** /events filters in a real browser with JavaScript off, at 390 px and 1280 px (screenshots in test-results/). */
import { expect, test } from '../../helpers/playwright';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';

let server: TestServer;
useSite((site) => ({ server } = site), { directory: true });
test.use({ javaScriptEnabled: false });

for (const width of [390, 1280]) {
  test(`filter by category and date without JavaScript (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/events`);
    await page.getByLabel('Category').selectOption('Festival');
    await page.getByLabel('When').selectOption('month');
    await page.getByRole('button', { name: 'Show events' }).click();
    // A plain GET form sends its empty From/To date fields too; the page redirects to the filters chosen.
    await expect(page).toHaveURL(/\/events\?category=Festival&when=month$/);
    await expect(page.getByRole('heading', { name: 'Festival events this month' })).toBeVisible();
    await expect(page.getByLabel('Category')).toHaveValue('Festival');
    await expect(page.getByRole('heading', { name: 'Coming Up Soon' })).toHaveCount(0);
    const cards = page.locator('#all-events-grid article');
    const count = await cards.count();
    await expect(page.getByText(`${count} ${count === 1 ? 'event' : 'events'} found`)).toBeVisible();
    for (const card of await cards.all()) await expect(card.getByText('Festival', { exact: true })).toBeVisible();
    expect(
      await page.getByRole('button', { name: 'Show events' }).evaluate((b) => b.getBoundingClientRect().height),
    ).toBeGreaterThanOrEqual(44);
    await screenshot(page, `event-filters-${width}`);
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { name: 'Coming Up Soon' })).toBeVisible();

    // Only a date range: the address carries just it; the form shows it back.
    await page.getByLabel('From', { exact: true }).fill('2033-07-01');
    await page.getByRole('button', { name: 'Show events' }).click();
    await expect(page).toHaveURL(/\/events\?from=2033-07-01$/);
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('2033-07-01');
    // Nothing chosen: the plain list.
    await page.goto(`${server.url}/events`);
    await page.getByRole('button', { name: 'Show events' }).click();
    await expect(page).toHaveURL(/\/events$/);
  });
}
