import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { screenshot } from '../../helpers/screenshot';

test.describe('page shell', () => {
  test('header nav marks the current section and the footer carries the year and contact e-mail', async ({ page }) => {
    await page.goto('/events');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Events', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'List Your Business' })).toHaveAttribute('href', '/business-signup');
    const footer = page.locator('footer');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer).toContainText('not affiliated with the City of');
  });

  test('home is active only on the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('phone menu is a disclosure: Escape closes it and focus returns to its summary, choosing an item closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.locator('details[data-menu]');
    const toggle = menu.locator('summary');
    const newsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News', exact: true });
    await expect(toggle).toHaveAccessibleName('Menu');
    await expect(newsLink).toBeHidden();
    await toggle.click();
    await expect(menu).toHaveJSProperty('open', true);
    await expect(newsLink).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(newsLink).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    // An item that stays on this page (the current one), so the closing is the script's, not a new page's.
    await page.evaluate(() =>
      document.querySelector('#main-menu a[href="/"]')?.addEventListener('click', (e) => e.preventDefault()),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(menu).toHaveJSProperty('open', false);
    await expect(newsLink).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the phone menu opens and closes by pointer and keyboard; wide screens show the nav without it', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      const toggle = page.locator('details[data-menu] summary');
      const newsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News', exact: true });
      await expect(newsLink).toBeHidden();
      await toggle.click();
      await expect(newsLink).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'List Your Business' }),
      ).toBeVisible();
      await screenshot(page, 'menu-no-js-open-390', { fullPage: false });
      await toggle.click();
      await expect(newsLink).toBeHidden();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(newsLink).toBeVisible();
      await page.keyboard.press('Space');
      await expect(newsLink).toBeHidden();

      await page.setViewportSize({ width: 1280, height: 900 });
      await expect(toggle).toBeHidden();
      await expect(newsLink).toBeVisible();
    });
  });

  test('unknown paths show the spec 404 page with status 404 and no accessibility violations', async ({ page }) => {
    const response = await page.goto('/this/page/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the home shell has no accessibility violations at phone and desktop widths', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expectNoAxeViolations(page);
    }
  });

  test('pages carry the SEO head', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.locator('meta[name="geo.region"]')).toHaveAttribute('content', 'US-TX');
    await expect(page.locator('meta[name="geo.position"]')).toHaveAttribute('content', /^27\.84;-97\.04$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/.+\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });
});
