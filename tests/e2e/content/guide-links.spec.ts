/**
 * The guide pages lead somewhere, with JavaScript off, at 390 and 1280 px: each Top Attraction says its hours, fee
 * and how to get there, with a Directions link for the maps app and the official page; Getting Here links the
 * ferry, the roads and the airports; Local Resources dials only 911 and links every other contact to the agency's
 * own website. No page scrolls sideways. axe needs a script in the page, so it checks the same page with JavaScript
 * on. Screenshots: `guide-*` (with SCREENSHOT_DIR).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { screenshot } from '../../helpers/screenshot';

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));

/** The page without JavaScript, at the width; axe then runs on the same page in `page`, with JavaScript. */
async function open(browser: Browser, page: Page, path: string, width: number): Promise<Page> {
  const baseURL = test.info().project.use.baseURL;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 900 } });
  const noJs = await context.newPage();
  await noJs.goto(path);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  return noJs;
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test('every Top Attraction gives hours, fee, how to get there, Directions and its official page', async ({
      browser,
      page: withJs,
    }) => {
      const page = await open(browser, withJs, '/attractions', width);
      const cards = page.locator('[data-attraction]');
      await expect(cards).toHaveCount(6);
      for (const card of await cards.all()) {
        const name = (await card.getByRole('heading').textContent())!.trim();
        for (const label of ['Hours', 'Fee', 'Getting there']) {
          await expect(card.locator('dt', { hasText: label }), `${name}: ${label}`).toBeVisible();
          expect((await card.locator('dt', { hasText: label }).locator('+ dd').textContent())!.trim().length).toBeGreaterThan(3);
        }
        const directions = card.getByRole('link', { name: new RegExp(`^Directions to ${name}`) });
        await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.+/);
        await expect(directions).toHaveAttribute('target', '_blank');
        const more = card.locator('a:not([data-directions])');
        expect(await more.count(), `${name} links to a page`).toBeGreaterThan(0);
        for (const href of await more.evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))
          expect(href, name).toMatch(/^(\/|https:\/\/[a-z.]+\.(gov|edu|org|com)(\/|$))/);
      }
      await expect(
        cards.filter({ hasText: 'Mustang Island State Park' }).getByRole('link', { name: /Texas Parks and Wildlife/ }),
      ).toHaveAttribute('href', 'https://tpwd.texas.gov/state-parks/mustang-island');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(withJs);
      await screenshot(page, `guide-attractions-${width}`);
    });

    test('Getting Here links the ferry, the roads and the airports', async ({ browser, page: withJs }) => {
      const page = await open(browser, withJs, '/getting-here', width);
      const main = page.locator('main');
      await expect(main.getByRole('link', { name: /Port Aransas ferry status and wait times \(TxDOT\)/ })).toHaveAttribute(
        'href',
        'https://www.txdot.gov',
      );
      await expect(main.getByRole('link', { name: /DriveTexas/ })).toHaveAttribute('href', 'https://drivetexas.org');
      await expect(main.getByRole('link', { name: /Corpus Christi International Airport/ })).toHaveAttribute(
        'href',
        'https://www.corpuschristitx.gov',
      );
      await expect(main.getByRole('link', { name: 'San Antonio International Airport' })).toHaveAttribute(
        'href',
        'https://www.flysanantonio.com',
      );
      await expect(main.getByRole('link', { name: /Houston airports/ })).toHaveAttribute('href', 'https://www.fly2houston.com');
      await expect(main.getByRole('link', { name: /Beach parking permits/ })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Golf cart rentals in the directory' })).toHaveAttribute(
        'href',
        '/search?q=golf+cart',
      );
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(withJs);
      await screenshot(page, `guide-getting-here-${width}`);
    });

    test('Local Resources dials only 911 and links the other contacts to official websites', async ({
      browser,
      page: withJs,
    }) => {
      const page = await open(browser, withJs, '/resources', width);
      expect(await hrefs(page, 'main a[href^="tel:"]')).toEqual(['tel:911']);
      await expect(page.locator('main')).not.toContainText('555');
      const services = page.getByRole('region', { name: 'Service contacts' });
      const links = await hrefs(page, 'section[aria-label="Service contacts"] a');
      expect(links.length).toBeGreaterThan(8);
      for (const href of links) expect(href).toMatch(/^https:\/\/[a-z.]+\.(gov|org|com|net)$/);
      await expect(services.getByText('Fire Department (non-emergency)')).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(withJs);
      await screenshot(page, `guide-resources-${width}`);
    });
  });
}
