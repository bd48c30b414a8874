/**
 * The journeys in Chromium: a visitor views a listing and follows its website link (no
 * JavaScript needed) and the owner sees the counts; a verified visitor reviews through the page's
 * form, the admin approves it, the owner replies, and the stars and reply show on the page.
 * Screenshots at 390 px and 1280 px go to test-results/insights/.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { useSite } from '../../helpers/browser-site';
import { premiumAndFreeOf } from '../../helpers/demo-listings';
import type { Client } from '../../helpers/http';
import { demo, newAccount, signedInPage } from '../../helpers/owners';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';

// Headless Chromium announces itself as HeadlessChrome (a bot to isbot): look like a person's browser.
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
test.use({ userAgent: UA });

let server: TestServer;
let listingId: number;
let owner: Client;
useSite((site) => ({ server, owner } = site), { demo: true, ownSiteUrl: true, signIn: ['owner'] });
test.beforeAll(async () => {
  ({ premiumId: listingId } = await premiumAndFreeOf(owner));
});

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `insights-${name}-${width}`);
  }
}

test('a visit and a website click without JavaScript show up in the owner’s insights', async ({ browser }) => {
  const visitor = await browser.newContext({ javaScriptEnabled: false, userAgent: UA });
  const page = await visitor.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, body: 'the business site' }));
  await page.goto(`${server.url}/business/${listingId}`);
  const visit = page.getByRole('link', { name: /Visit Site/ });
  await expect(visit).toHaveAttribute('href', `/go/${listingId}/website`);
  const [popup] = await Promise.all([visitor.waitForEvent('page'), visit.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).not.toContain('127.0.0.1');
  await visitor.close();

  const owner = await signedInPage(browser, server.url, demo.owner, { userAgent: UA });
  await owner.goto(`${server.url}/dashboard/businesses/${listingId}/insights?days=7`);
  await expect(owner.getByRole('heading', { name: /^Insights:/ })).toBeVisible();
  await expect(owner.locator('[data-metric="views"]')).toHaveText('1');
  await expect(owner.locator('[data-metric="websiteClicks"]')).toHaveText('1');
  await expect(owner.getByRole('img', { name: /Page views per day/ })).toBeVisible();
  await expect(owner.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(owner);
  await shoot(owner, 'owner-insights');
  await owner.context().close();
});

test('review → approval → owner reply → stars on the page', async ({ browser }) => {
  const { email } = await newAccount(server.url, server.outboxDir);
  const reviewer = await signedInPage(browser, server.url, email, { userAgent: UA, password: 'tidepool-lantern-42' });
  await reviewer.goto(`${server.url}/business/${listingId}#reviews`);
  await reviewer.getByLabel('4 stars').check();
  await reviewer.getByLabel('Your review').fill('Friendly crew, clean boat and we caught our limit of trout.');
  await reviewer.getByRole('button', { name: 'Submit review' }).click();
  await expect(reviewer.getByText('Your review is waiting for approval.')).toBeVisible();
  await reviewer.context().close();

  const admin = await signedInPage(browser, server.url, demo.admin, { userAgent: UA });
  await admin.goto(`${server.url}/admin/reviews`);
  await expect(admin.getByText('Friendly crew, clean boat')).toBeVisible();
  await expectNoAxeViolations(admin);
  await shoot(admin, 'admin-reviews');
  await admin.getByRole('button', { name: 'Approve' }).click();
  // The confirmation page names what happens, then returns to the queue.
  await expect(admin.getByText('It appears on the listing page at once')).toBeVisible();
  await admin.getByRole('button', { name: 'Approve review' }).click();
  await expect(admin.getByText('No reviews to moderate.')).toBeVisible();
  await admin.context().close();

  const owner = await signedInPage(browser, server.url, demo.owner, { userAgent: UA });
  await owner.goto(`${server.url}/dashboard/businesses/${listingId}/reviews`);
  await owner.getByLabel('Reply publicly').fill('Thank you, come back for the fall run!');
  await owner.getByRole('button', { name: 'Publish reply' }).click();
  await expect(owner.getByLabel('Your public reply')).toHaveValue('Thank you, come back for the fall run!');
  await expect(owner.getByRole('heading', { name: 'Review us' })).toBeVisible();
  await expectNoAxeViolations(owner);
  await shoot(owner, 'owner-reviews');
  await owner.context().close();

  const visitorContext = await browser.newContext({ userAgent: UA });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${server.url}/business/${listingId}`);
  const reviews = visitor.locator('#reviews');
  await expect(reviews.getByText('(1 review)')).toBeVisible();
  await expect(reviews.getByText('Rated 4 out of 5').first()).toBeAttached();
  await expect(reviews.getByText('Thank you, come back for the fall run!')).toBeVisible();
  const ld = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  await expectNoAxeViolations(visitor);
  await reviews.scrollIntoViewIfNeeded();
  await shoot(visitor, 'business-reviews');
  await visitorContext.close();
});
