/**
 * Listing attributes and open-now closing times in a real browser on the demo data, at 390 px and 1280 px, JavaScript
 * on and off: the listing page's badges, a card's badges in a search for "dog friendly", the open-now cards' "Closes
 * at" line, the directory's attribute checkboxes, and the owner's checkboxes in the editor. No horizontal overflow, axe clean (screenshots when
 * SCREENSHOT_DIR is set).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { useSite } from '../../helpers/browser-site';
import { demo, signInContext } from '../../helpers/owners';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';

let server: TestServer;
useSite((site) => ({ server } = site), { demo: true, ownSiteUrl: true });

const widths = [390, 1280] as const;
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
/** The listing's own badges, under its name (related cards below carry their own). */
const badges = (page: Page) => page.locator('h1 ~ ul[aria-label="What this place offers"]');

for (const javaScriptEnabled of [true, false]) {
  const js = javaScriptEnabled ? 'js' : 'nojs';

  test(`the listing page and a search card show the attributes as badges (${js})`, async ({ browser }) => {
    for (const width of widths) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/business-directory?q=dog+friendly`);
      const card = page.locator('article').filter({ has: page.getByRole('heading', { name: 'Barnacle Bar & Grill' }) });
      await expect(card.getByRole('list', { name: 'What this place offers' }).getByRole('listitem')).toHaveText(['Pet friendly']);
      expect(await overflow(page), `directory ${width}`).toBeLessThanOrEqual(0);
      await screenshot(card, `attributes-card-${js}-${width}`);

      await page.goto(`${server.url}/search?q=waterfront+dining`);
      await expect(page.getByRole('heading', { name: 'The Salty Pelican Seafood House' })).toBeVisible();
      await screenshot(page, `attributes-search-${js}-${width}`, { fullPage: false });

      await page.goto(`${server.url}/business-directory?q=salty+pelican`);
      await page.getByRole('link', { name: /View Details\s*: The Salty Pelican/ }).click();
      await expect(badges(page).getByRole('listitem')).toHaveText(['Waterfront', 'Kid friendly', 'Wheelchair accessible']);
      expect(await overflow(page), `listing ${width}`).toBeLessThanOrEqual(0);
      await screenshot(page, `attributes-listing-${js}-${width}`, { fullPage: false });
      if (javaScriptEnabled && width === 390) await expectNoAxeViolations(page);
      await context.close();
    }
  });

  test(`ticking Waterfront in the directory's filters shows only waterfront listings (${js})`, async ({ browser }) => {
    const api = await (await browser.newContext()).request.get(`${server.url}/api/businesses?attr=waterfront&limit=100`);
    const waterfront = ((await api.json()) as { name: string }[]).map((b) => b.name).sort();
    expect(waterfront.length).toBeGreaterThan(1);
    for (const width of widths) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/business-directory`);
      const all = await page.locator('article').count();
      expect(all).toBeGreaterThan(waterfront.length);
      // On a phone the filters fold behind "Filters"; the disclosure works without scripts too.
      if (width === 390) await page.locator('summary', { hasText: 'Filters' }).click();
      await page.getByRole('checkbox', { name: 'Waterfront' }).check();
      if (!javaScriptEnabled) await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/[?&]attr=waterfront(&|$)/);
      await expect(page.getByText(`${waterfront.length} businesses found`)).toBeVisible();
      await expect(page.locator('article')).toHaveCount(waterfront.length);
      const names = await page.locator('article h2').allInnerTexts();
      expect(names.map((n) => n.trim()).sort()).toEqual(waterfront);
      for (const card of await page.locator('article').all())
        await expect(card.getByRole('list', { name: 'What this place offers' })).toContainText('Waterfront');
      await expect(page.getByRole('checkbox', { name: 'Waterfront' })).toBeChecked();
      if (width === 390) await expect(page.locator('summary', { hasText: 'Filters' })).toContainText('(1 on)');
      expect(await overflow(page), `directory attributes ${width}`).toBeLessThanOrEqual(0);
      await screenshot(page, `attributes-directory-filter-${js}-${width}`, { fullPage: false });
      if (javaScriptEnabled && width === 390) await expectNoAxeViolations(page);
      await context.close();
    }
  });

  test(`open-now cards say when they close (${js})`, async ({ browser }) => {
    for (const width of widths) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/business-directory?open=now`);
      // The demo's marina and inn are open around the clock, so the list is never empty.
      const lines = page.locator('article p').filter({ hasText: /^Open now · , (Closes at \d{1,2}:\d{2} [AP]M|Open 24 hours)$/ });
      await expect(lines.first()).toBeVisible();
      expect(await lines.count()).toBe(await page.locator('article').count());
      expect(await overflow(page), `open now ${width}`).toBeLessThanOrEqual(0);
      await screenshot(page.locator('article').first(), `attributes-open-now-${js}-${width}`);
      if (javaScriptEnabled && width === 390) await expectNoAxeViolations(page);
      await context.close();
    }
  });
}

test('the owner ticks attributes in the editor without JavaScript, and the listing shows them', async ({ browser }) => {
  for (const width of widths) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    await signInContext(context.request, server.url, demo.owner2);
    const page = await context.newPage();
    const mine = (await (await context.request.get(`${server.url}/api/businesses/my`)).json()) as { id: number; name: string }[];
    const cafe = mine.find((b) => b.name === 'Dune Street Cafe')!;
    await page.goto(`${server.url}/dashboard/businesses/${cafe.id}`);
    const group = page.getByRole('group', { name: 'What your place offers' });
    await group.scrollIntoViewIfNeeded();
    expect(await overflow(page), `editor ${width}`).toBeLessThanOrEqual(0);
    const pets = group.getByRole('checkbox', { name: 'Pet friendly' });
    await pets.setChecked(width === 390);
    await screenshot(group, `attributes-editor-${width}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${server.url}/business/${cafe.id}`);
    if (width === 390) await expect(badges(page).getByRole('listitem')).toHaveText(['Pet friendly']);
    else await expect(badges(page)).toHaveCount(0);
    await context.close();
  }
});
