/**
 * The directory on a phone (390 × 844): the filters fold behind "Filters" so the first result card starts on the
 * first screen, with JavaScript on and off; a filter already in the address opens them; on a desktop they are always
 * shown. On the shared demo server, read only.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { screenshot } from '../../helpers/screenshot';

const PHONE = { width: 390, height: 844 };
const filtersToggle = (page: Page) => page.getByRole('search').locator('summary', { hasText: 'Filters' });

async function pageWith(browser: Browser, javaScriptEnabled: boolean, viewport = PHONE) {
  const context = await browser.newContext({ javaScriptEnabled, viewport, baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

for (const javaScriptEnabled of [true, false]) {
  const js = javaScriptEnabled ? 'on' : 'off';

  test(`the first result card starts on a phone's first screen, filters folded (JavaScript ${js})`, async ({ browser }) => {
    const page = await pageWith(browser, javaScriptEnabled);
    await page.goto('/business-directory');
    const firstCard = page.locator('#directory-results li').first();
    const box = (await firstCard.boundingBox())!;
    expect(box.y).toBeLessThan(PHONE.height - 100);
    await screenshot(page, `directory-first-screen-js-${js}-390`, { fullPage: false });

    const category = page.getByRole('combobox', { name: 'Category' });
    await expect(category).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search businesses' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
    await filtersToggle(page).click();
    await expect(category).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Open now' })).toBeVisible();
    await screenshot(page, `directory-filters-open-js-${js}-390`, { fullPage: false });
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    await page.context().close();
  });
}

test('without JavaScript a filter chosen on a phone is sent and the filters open again with it', async ({ browser }) => {
  const page = await pageWith(browser, false);
  await page.goto('/business-directory');
  await filtersToggle(page).click();
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Restaurants' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/category=restaurant(&|$)/);
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('restaurant');
  await expect(page.getByText('(1 on)')).toBeVisible();
  await page.context().close();
});

test('on a desktop the filters are always shown, with no "Filters" toggle', async ({ browser }) => {
  const page = await pageWith(browser, true, { width: 1280, height: 900 });
  await page.goto('/business-directory');
  await expect(filtersToggle(page)).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Open now' })).toBeVisible();
  await screenshot(page, 'directory-filters-1280', { fullPage: false });
  await page.context().close();
});
