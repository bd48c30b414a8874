/**
 * Issue 16 in a browser: premium directory cards show their rating, and the directory sorts by rating,
 * with the search island (URL kept in step) and without JavaScript (the plain GET form).
 */
import { expect, test } from '../../helpers/playwright';
import type Database from 'better-sqlite3';
import { expectNoAxeViolations } from '../../helpers/axe';
import { useSite } from '../../helpers/browser-site';
import { demo } from '../../helpers/owners';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';

let server: TestServer;
let rated: { id: number; name: string };

let db: Database.Database;
useSite((site) => ({ server, db } = site), { demo: true, ownSiteUrl: true, writable: true });
test.beforeAll(() => {
  // The last premium listing in public order, so sorting by rating visibly moves it to the top.
  const premium = db
    .prepare(
      `select id, name from businesses where approved = 1 and plan = 'premium' and subscription_status = 'active' order by name desc limit 1`,
    )
    .get() as { id: number; name: string };
  rated = premium;
  const review = db.prepare(
    `insert into reviews (business_id, user_id, rating, body, status, approved_at) values (?, (select id from users where email = ?), ?, 'Friendly crew and a spotless boat, we will be back.', 'approved', ?)`,
  );
  review.run(rated.id, demo.admin, 5, Date.now());
  review.run(rated.id, demo.owner2, 4, Date.now());
});

test('premium cards show stars and count; "Highest rated" sorts in place and in the URL', async ({ page }) => {
  await page.goto(`${server.url}/business-directory`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: rated.name }) });
  await expect(card.getByText('Rated 4.5 out of 5,')).toBeAttached();
  await expect(card.getByText('(2 reviews)')).toBeVisible();

  // The island hydrates on first interaction (as in directory.spec): focus the search field first.
  const island = page.locator('astro-island:has(#directory-q)');
  await page.getByPlaceholder('Search businesses, services, or keywords...').focus();
  await expect(island).not.toHaveAttribute('ssr');
  await page.getByLabel('Sort by').selectOption('rating');
  await expect(page).toHaveURL(/[?&]sort=rating/);
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(rated.name);
  await expectNoAxeViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `directory-rating-${width}`, { fullPage: false });
  }
});

test('sorting by rating works without JavaScript (GET form)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/business-directory`);
  await page.getByLabel('Sort by').selectOption('rating');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/sort=rating/);
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(rated.name);
  await context.close();
});
