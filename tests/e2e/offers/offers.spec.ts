/**
 * Offers in Chromium: at 1280 px the owner sees the locked teaser on a free listing, adds an offer (typed in
 * Central time) on a premium one and deletes it; at 390 px a visitor presses "Show code" on the listing page with
 * JavaScript off (a form to the code's own page) and on (the code shown in place, counted in the owner's insights),
 * and finds the offer on /deals and on its directory card. The code is never in the listing page itself. axe on every screen (with JavaScript: axe runs in the page); screenshots under SCREENSHOT_DIR as offers-*.
 */
import type Database from 'better-sqlite3';
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../helpers/axe';
import { useSite } from '../../helpers/browser-site';
import { demo, myListings, signedInPage } from '../../helpers/owners';
import { expect, test } from '../../helpers/playwright';
import { screenshot } from '../../helpers/screenshot';
import { fromVisitor } from '../../helpers/visitors';
import type { TestServer } from '../../helpers/server';

// Headless Chromium announces itself as HeadlessChrome (a bot to isbot): look like a person's browser.
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const TITLE = 'Free bait with every half-day charter';
const CODE = 'REDFISH26';

test.use({ userAgent: UA });
test.describe.configure({ mode: 'serial' });

let server: TestServer;
let db: Database.Database;
// Visitors come from addresses of their own (tests/helpers/visitors.ts): reveals are capped per address.
useSite((site) => ({ server, db } = site), { demo: true, ownSiteUrl: true, writable: true, env: { TRUST_PROXY: 'true' } });
// The demo's own offers (db/seed/offers.ts) would share the pages with this file's one: it starts from none.
test.beforeAll(() => {
  db.prepare('delete from offers').run();
});

/** The demo owner's first approved premium listing and first approved free one. */
let premium: { id: number; name: string };
let free: { id: number; name: string };

/** `ms` as a datetime-local value on the Central-time wall clock. */
function central(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

async function ownerPage(browser: Browser): Promise<Page> {
  const page = await signedInPage(browser, server.url, demo.owner, { userAgent: UA, viewport: DESKTOP });
  const mine = await myListings(page.request, server.url);
  premium = mine.find((b) => b.premium && b.approved)!;
  free = mine.find((b) => !b.premium && b.approved)!;
  return page;
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text);

test('owner at 1280 px: a free listing shows the locked teaser; a premium one adds an offer', async ({ browser }) => {
  const page = await ownerPage(browser);
  await page.goto(`${server.url}/dashboard/businesses/${free.id}/offers`);
  await expect(page.getByRole('heading', { name: 'Offers are a Premium feature' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save offer' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'offers-owner-locked-1280');

  await page.goto(`${server.url}/dashboard`);
  await page.getByRole('link', { name: `Offers of ${premium.name}` }).click();
  await page.waitForURL(`${server.url}/dashboard/businesses/${premium.id}/offers`);
  await expect(page.getByText('No offers yet. Add one below.')).toBeVisible();
  await expect(page.getByLabel('Starts')).not.toHaveValue('');
  await page.getByLabel('Title').fill(TITLE);
  await page.getByLabel('Details').fill('Live shrimp and cut mullet on us when you book a half-day bay trip.');
  await page.getByLabel('Code (optional)').fill(CODE);
  // A refused save keeps what was typed and says why, on the field.
  await page.getByLabel('Ends').fill(central(Date.now() - 2 * 3_600_000));
  await page.getByRole('button', { name: 'Save offer' }).click();
  await expect(page.getByText('The end must be after the start')).toBeVisible();
  await expect(page.getByLabel('Ends')).toBeFocused();
  await page.getByLabel('Ends').fill(central(Date.now() + 3 * 86_400_000));
  await page.getByRole('button', { name: 'Save offer' }).click();
  await expect(toast(page, 'Offer saved')).toBeVisible();
  const item = page.locator('[data-owner-offer]');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(TITLE);
  await expect(item).toContainText('Live now');
  await expect(item).toContainText(CODE);
  await expectNoAxeViolations(page);
  await screenshot(page, 'offers-owner-added-1280');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'offers-owner-added-390');
  await page.context().close();
});

test('visitor at 390 px without JavaScript: "Show code" opens the code’s page, from the listing page and /deals', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    userAgent: UA,
    viewport: PHONE,
    extraHTTPHeaders: fromVisitor('no-js-visitor'),
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/business/${premium.id}`);
  const offers = page.getByRole('region', { name: 'Current offer' });
  await expect(offers.getByRole('heading', { name: TITLE })).toBeVisible();
  expect(await page.content()).not.toContain(CODE);
  await screenshot(page, 'offers-listing-nojs-390', { fullPage: false });
  await offers.getByRole('button', { name: `Show code: ${TITLE}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText(CODE)).toBeVisible();
  await screenshot(page, 'offers-listing-revealed-nojs-390', { fullPage: false });
  await page.getByRole('link', { name: `Back to ${premium.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/business/${premium.id}[^#]*#offer-\\d+$`));

  await page.goto(`${server.url}/deals`);
  await expect(page.getByRole('heading', { level: 1, name: 'Deals & Offers' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
  await expect(page.getByRole('link', { name: premium.name })).toHaveAttribute('href', new RegExp(`^/business/${premium.id}`));
  expect(await page.content()).not.toContain(CODE);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'offers-deals-1280');
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: `Show code: ${TITLE}` }).click();
  await expect(page.getByText(CODE)).toBeVisible();
  await screenshot(page, 'offers-deals-nojs-390');

  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/business-directory`);
  const card = page.getByRole('article').filter({ hasText: premium.name });
  await expect(card.getByText(TITLE)).toBeVisible();
  await screenshot(card, 'offers-directory-card-390');
  await context.close();
});

test('visitor at 390 px with JavaScript: the code shows in place, each reveal counted in the owner’s insights', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: UA, viewport: PHONE, extraHTTPHeaders: fromVisitor('js-visitor') });
  const page = await context.newPage();
  await page.goto(`${server.url}/business/${premium.id}`);
  const offers = page.getByRole('region', { name: 'Current offer' });
  const beacon = page.waitForRequest((r) => /\/api\/offers\/\d+\/reveal$/.test(r.url()) && r.method() === 'POST');
  await offers.getByRole('button', { name: `Show code: ${TITLE}` }).click();
  await beacon;
  await expect(offers.getByText(CODE)).toBeVisible();
  // The button gives way to the code: one reveal per page.
  await expect(offers.getByRole('button', { name: /Show code/ })).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/business/${premium.id}`));
  await expectNoAxeViolations(page);
  await screenshot(page, 'offers-listing-js-390');
  // axe needs the page's JavaScript: the no-JS test above checks the same markup's behaviour. A reveal on /deals
  // counts too.
  await page.goto(`${server.url}/deals`);
  const onDeals = page.waitForRequest((r) => /\/api\/offers\/\d+\/reveal$/.test(r.url()));
  await page.getByRole('button', { name: `Show code: ${TITLE}` }).click();
  await onDeals;
  await expect(page.getByText(CODE)).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();

  const owner = await ownerPage(browser);
  const report = await (await owner.request.get(`${server.url}/api/businesses/${premium.id}/insights?days=7`)).json();
  // Two reveals without JavaScript (the code's page, from the listing and /deals) and these two.
  expect(report.totals.offerCodeReveals).toBe(4);
  await owner.context().close();
});

test('the plan card, the upgrade panel and the dashboard’s Premium Benefits list offers and visitor questions', async ({
  browser,
}) => {
  const page = await ownerPage(browser);
  const benefits = ['Questions and quote requests from visitors', 'Offers on your listing and the Deals page'];
  await page.goto(`${server.url}/dashboard?tab=subscription`);
  const card = page.getByRole('region', { name: 'Premium Benefits' });
  const item = (scope: Page | ReturnType<Page['locator']>, benefit: string) =>
    scope.getByRole('listitem').filter({ hasText: benefit });
  for (const benefit of benefits) await expect(item(card, benefit)).toBeVisible();
  await screenshot(card, 'offers-premium-benefits-1280');
  await page.goto(`${server.url}/dashboard/businesses/${free.id}`);
  const panel = page.locator('[data-locked-premium]');
  for (const benefit of benefits) await expect(item(panel, benefit)).toBeVisible();
  await screenshot(panel, 'offers-upgrade-panel-1280');
  await page.goto(`${server.url}/business-signup`);
  for (const benefit of benefits) await expect(item(page, benefit)).toBeVisible();
  await page.context().close();
});

test('owner at 1280 px deletes the offer: gone from the dashboard, the listing and /deals', async ({ browser }) => {
  const page = await ownerPage(browser);
  await page.goto(`${server.url}/dashboard/businesses/${premium.id}/offers`);
  await page.getByRole('button', { name: `Delete offer: ${TITLE}` }).click();
  await expect(toast(page, 'Offer deleted')).toBeVisible();
  await expect(page.locator('[data-owner-offer]')).toHaveCount(0);
  await page.goto(`${server.url}/business/${premium.id}`);
  await expect(page.getByText(TITLE)).toHaveCount(0);
  await page.goto(`${server.url}/deals`);
  await expect(page.getByRole('heading', { name: 'No Offers Right Now' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'offers-deals-empty-1280');
  await page.context().close();
});
