/** The 404 page for an unknown path: the spec's texts, then a search that works without JavaScript, and ways on. */
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { screenshotAtWidths } from '../../helpers/screenshot';

test('an unknown path: 404, not indexed, a search box and the main sections, with no accessibility violations', async ({
  page,
}) => {
  const response = await page.goto('/some/old/link');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);

  const ways = page.getByRole('navigation', { name: 'Or try one of these' });
  for (const [name, href] of [
    ['Business directory', '/business-directory'],
    ['Events', '/events'],
    ['The beach now', '/beach'],
    ['Home page', '/'],
  ])
    await expect(ways.getByRole('link', { name })).toHaveAttribute('href', href!);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'not-found', { fullPage: true });
});

test('without JavaScript the 404 page searches the site', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/some/old/link');
  await page.getByRole('main').getByRole('searchbox').fill('kayak tours');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await page.waitForURL('**/search?q=kayak+tours');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await context.close();
});
