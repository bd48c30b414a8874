/**
 * Issue 35 in a browser on the demo site, at 390 px and 1280 px: the home page's Business Spotlight (today's turn of
 * the listings with the Featured badge, each card showing the badge), a search for "bars", which finds the bar (plurals are
 * read as their singular) and is never rewritten to "bays", and a search with no results, which offers the
 * directory's categories instead. Screenshots: SCREENSHOT_DIR=….
 */
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { screenshot } from '../../helpers/screenshot';

for (const width of [390, 1280]) {
  test(`home spotlight at ${width} px: up to three listings, each with the Featured badge`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const spotlight = page.locator('section[aria-labelledby="spotlight-heading"]');
    const cards = spotlight.locator('article');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(3);
    for (const card of await cards.all()) await expect(card.getByText('Featured', { exact: true })).toBeVisible();
    await spotlight.scrollIntoViewIfNeeded();
    await screenshot(page, `spotlight-home-${width}`, { fullPage: false });
  });

  test(`search for “bars” at ${width} px: the bar is found, never rewritten to “bays”; axe clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/search?q=bars');
    await expect(page.getByRole('link', { name: /Barnacle Bar & Grill/ }).first()).toBeVisible();
    await expect(page.getByText(/Showing results for/)).toHaveCount(0);
    await screenshot(page, `search-bars-${width}`, { fullPage: false });
    await expectNoAxeViolations(page);
  });

  test(`a search with no results at ${width} px offers the categories to browse; axe clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/search?q=zzqxv');
    await expect(page.getByText('0 results for “zzqxv”')).toBeVisible();
    const browse = page.getByRole('navigation', { name: 'Browse instead' });
    await expect(browse.getByRole('link', { name: 'Restaurants' })).toHaveAttribute(
      'href',
      '/business-directory?category=restaurant',
    );
    for (const link of await browse.getByRole('link').all())
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, `search-empty-${width}`, { fullPage: false });
    await expectNoAxeViolations(page);
  });
}
