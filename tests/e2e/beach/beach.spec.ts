/**
 * /beach in a browser, with NWS and NOAA played by the recorded fixtures on loopback: with JavaScript off at 390 px
 * and 1280 px every section shows its value, its source and its time, and nothing scrolls sideways; with JavaScript
 * on the page is axe clean. An admin's advisory (entered through the API) shows too. Screenshots with SCREENSHOT_DIR.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { useSite } from '../../helpers/browser-site';
import { demo, signInContext } from '../../helpers/owners';
import { screenshot } from '../../helpers/screenshot';
import type { TestServer } from '../../helpers/server';

let server: TestServer;
useSite((site) => ({ server } = site), { demo: true, weather: true });

const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

const SECTIONS = {
  'rip-current': { value: /High/, source: 'National Weather Service surf zone forecast', time: /Issued \w{3}, \w{3} \d{1,2}/ },
  hazards: { value: /Rip Current Statement/, source: 'National Weather Service alerts', time: /Checked \w{3}, \w{3} \d{1,2}/ },
  'water-temperature': { value: /69 °F \(20 °C\)/, source: 'NOAA Tides & Currents, station 8775237', time: /Measured \w{3}/ },
  'tides-sun': { value: /Next high tide/, source: 'NOAA Tides & Currents predictions', time: /Fetched \w{3}/ },
  advisories: { value: /Advisory: Beach access road 2/, source: 'Texas Beach Watch', time: /entered \w{3}/ },
  rules: { value: /beach parking permit/, source: 'City of Port Aransas', time: /checked against these pages/i },
} as const;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await signInContext(request, server.url, demo.admin);
  const created = await request.post(`${server.url}/api/admin/beach-advisories`, {
    headers: { Origin: server.url },
    data: { site: 'Beach access road 2', level: 'advisory', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(created.status()).toBe(201);
  await request.dispose();
});

for (const width of [390, 1280]) {
  test(`without JavaScript every value shows with its source and time (${width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/beach`);
    await expect(page.getByRole('heading', { level: 1, name: 'The beach right now' })).toBeVisible();
    for (const [name, expected] of Object.entries(SECTIONS)) {
      const section = page.locator(`[data-section="${name}"]`);
      await expect(section, name).toContainText(expected.value);
      await expect(section.locator('[data-source]', { hasText: expected.source }).first(), name).toBeVisible();
      await expect(section, name).toContainText(expected.time);
    }
    await expect(page.locator('[data-not-current]')).toHaveCount(0);
    // The forecast's own text opens without a script (native details).
    await page.getByText('The forecast as published for zone TXZ345').click();
    await expect(page.getByText('RIP CURRENT STATEMENT IN EFFECT')).toBeVisible();
    await noSideways(page);
    await screenshot(page, `beach-${width}`);
    await context.close();
  });
}

test('is axe clean with JavaScript on, and the header links to it', async ({ page }) => {
  // 1024 px too: the narrowest width with the full header nav, which the Beach link made one item longer.
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/beach`);
    await expectNoAxeViolations(page);
    await noSideways(page);
  }
  await page.goto(`${server.url}/`);
  await page.getByRole('navigation').getByRole('link', { name: 'Beach', exact: true }).first().click();
  await expect(page).toHaveURL(/\/beach$/);
});
