import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { demoArticleSlug, publicContentPages } from '../../fixtures/public-pages';

const ARTICLE = `/blog/${demoArticleSlug}`;
/** The content pages, then the pages that answer for a missing article and the newsletter's links. */
const publicPages = [
  ...publicContentPages,
  '/blog/no-such-article',
  '/newsletter',
  '/newsletter/unsubscribe?token=not-a-real-token',
  '/newsletter/confirm?token=not-a-real-token',
];

test.describe('public pages', () => {
  test('home shows every section in the spec order with its links', async ({ page }) => {
    await page.goto('/');
    const headings = await page.locator('main h2').allTextContents();
    expect(headings.map((h) => h.trim())).toEqual([
      'Find What You Need',
      'Business Spotlight',
      'Book Your Adventure',
      'Latest News',
      'Local Resources',
      'Stay Connected',
    ]);
    const main = page.locator('main');
    for (const href of [
      '/visitors',
      '/business-directory',
      '/events',
      '/resources',
      '/activities/fishing',
      '/activities/dining',
      '/activities/recreation',
    ]) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'View All Businesses' })).toHaveAttribute('href', '/business-directory');
    await expect(page.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');
    // Demo data has featured businesses: at most 3, each linking to its detail page.
    const spotlight = page.locator('section[aria-labelledby="spotlight-heading"] article');
    expect(await spotlight.count()).toBeGreaterThan(0);
    expect(await spotlight.count()).toBeLessThanOrEqual(3);
    await expect(spotlight.first().getByRole('link', { name: /Learn More/ })).toHaveAttribute(
      'href',
      /^\/business\/\d+-[a-z0-9-]+$/,
    );
    await expect(page.locator('section[aria-labelledby="news-heading"] article')).toHaveCount(3);
  });

  test('an article shows its parts and the related list, and Read More links open articles', async ({ page }) => {
    await page.goto('/blog');
    await page
      .getByRole('link', { name: /Read More.*Record Turnout/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Record Turnout Expected/);
    await expect(page.locator('article time').first()).toHaveText('May 18, 2026');
    await expect(page.getByRole('heading', { name: 'More Fishing News' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('unknown article: 404 status, Article Not Found, link back to the blog', async ({ page }) => {
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  test('pages are complete without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Business Spotlight' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Stay Connected' })).toBeVisible();
    await page.goto('/activities/fishing');
    await expect(page.getByRole('heading', { name: 'Fishing Charters & Marine Services' })).toBeVisible();
    await page.goto(ARTICLE);
    await expect(page.getByText('catch-and-release division')).toBeVisible();
    await context.close();
  });

  test('on a phone, pages without islands load no React and little JavaScript', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The home page hydrates the newsletter island: learn which file is the React renderer.
    await page.goto('/');
    const renderer = await page.locator('astro-island').first().getAttribute('renderer-url');
    expect(renderer).toBeTruthy();

    // /visitors is left out: its weather panel is an island.
    for (const path of ['/blog', ARTICLE, '/activities/fishing', '/resources', '/getting-here', '/privacy']) {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      page.removeAllListeners('request');
      expect(scripts, path).not.toContain(renderer);
    }
  });

  test('images have explicit dimensions, alt text, modern formats and are lazy below the fold', async ({ page }) => {
    await page.goto('/blog');
    const images = page.locator('main img');
    const count = await images.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) {
      const img = images.nth(i);
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
      expect(await img.getAttribute('alt')).not.toBeNull();
    }
    await expect(page.locator('main picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /-640\.avif 640w/);
    await expect(page.locator('main article img').last()).toHaveAttribute('loading', 'lazy');
  });

  for (const width of [390, 1280]) {
    test(`no accessibility violations at ${width}px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      for (const path of publicPages) {
        await page.goto(path);
        await expectNoAxeViolations(page);
      }
    });
  }
});
