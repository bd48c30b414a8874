/**
 * Counting in Chromium when pages may come from a shared cache: a business page counts one view through its
 * beacon (JavaScript on) or its <noscript> image (JavaScript off), never both and never the render; the
 * directory island's searches count their listings through the same beacon; the owner sees the figures.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { useSite } from '../../helpers/browser-site';
import type { Client } from '../../helpers/http';
import { demo, signInContext } from '../../helpers/owners';
import type { TestServer } from '../../helpers/server';
import { screenshotAtWidths } from '../../helpers/screenshot';

// Headless Chromium announces itself as HeadlessChrome (a bot to isbot): look like a person's browser.
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
test.use({ userAgent: UA });

let server: TestServer;
let listingId: number;
let listingName: string;
/** The listing page's own address (`/business/{id}` answers 301 to it), which its reports name. */
let listingPath: string;

let owner: Client;
useSite((site) => ({ server, owner } = site), { demo: true, ownSiteUrl: true, signIn: ['owner'] });
test.beforeAll(async () => {
  const mine = (
    await owner.get<{ id: number; name: string; slug: string; approved: boolean; premium: boolean }[]>('/api/businesses/my')
  ).body;
  const listing = mine.find((b) => b.approved && b.premium)!;
  listingId = listing.id;
  listingName = listing.name;
  listingPath = `/business/${listing.id}-${listing.slug}`;
});

const isReport = (url: string) => new URL(url).pathname === '/api/insights/seen';

/** Every report of a page seen that the page sends, as `METHOD page`. */
function reportsOf(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isReport(request.url())) sent.push(`${request.method()} ${new URL(request.url()).searchParams.get('page')}`);
  });
  return sent;
}

/** The owner's insights page for the listing: the figure shown for `metric`. */
async function ownerFigure(page: Page, metric: 'views' | 'impressions'): Promise<string> {
  await page.goto(`${server.url}/dashboard/businesses/${listingId}/insights?days=7`);
  return (await page.locator(`[data-metric="${metric}"]`).textContent())!.trim();
}

test('a business page counts one view from its beacon, and one without JavaScript from its image', async ({ browser }) => {
  const ownerContext = await browser.newContext({ userAgent: UA });
  const owner = await ownerContext.newPage();
  await signInContext(owner.request, server.url, demo.owner);
  expect(await ownerFigure(owner, 'views')).toBe('0');

  const withScript = await browser.newContext({ userAgent: UA });
  const page = await withScript.newPage();
  const sent = reportsOf(page);
  const beacon = page.waitForResponse((res) => isReport(res.url()));
  await page.goto(`${server.url}${listingPath}`);
  expect((await beacon).status()).toBe(204);
  await expect(page.getByRole('heading', { level: 1, name: listingName })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'insights-beacon-business-js', { fullPage: true });
  // One report, the beacon (the <noscript> image is never fetched with JavaScript on).
  expect(sent).toEqual([`POST ${listingPath}`]);
  await withScript.close();
  await expect.poll(() => ownerFigure(owner, 'views')).toBe('1');

  const withoutScript = await browser.newContext({ userAgent: UA, javaScriptEnabled: false });
  const plain = await withoutScript.newPage();
  const sentPlain = reportsOf(plain);
  const image = plain.waitForResponse((res) => isReport(res.url()));
  await plain.goto(`${server.url}${listingPath}`);
  expect((await image).headers()['content-type']).toBe('image/gif');
  await screenshotAtWidths(plain, 'insights-beacon-business-nojs', { fullPage: true });
  expect(sentPlain).toEqual([`GET ${listingPath}`]);
  await withoutScript.close();
  expect(await ownerFigure(owner, 'views')).toBe('2');
  await expectNoAxeViolations(owner);
  await ownerContext.close();
});

test('the directory island’s search counts the listings it shows through the beacon', async ({ browser }) => {
  const ownerContext = await browser.newContext({ userAgent: UA });
  const owner = await ownerContext.newPage();
  await signInContext(owner.request, server.url, demo.owner);
  const before = Number(await ownerFigure(owner, 'impressions'));

  const visitor = await browser.newContext({ userAgent: UA });
  const page = await visitor.newPage();
  const sent = reportsOf(page);
  // A page that shows no listing has nothing to report.
  await page.goto(`${server.url}/business-directory?q=zzzzqqqq`);
  await page.getByPlaceholder('Search businesses, services, or keywords...').focus();
  await expect(page.locator('astro-island:has(#directory-q)')).not.toHaveAttribute('ssr');
  // The island searches as the visitor types, keeps the URL in step and reports the page it now shows.
  const word = listingName.split(' ')[0]!;
  const searched = page.waitForResponse((res) => isReport(res.url()));
  await page.getByLabel('Search businesses').fill(word);
  expect((await searched).status()).toBe(204);
  await expect(page.getByRole('link', { name: new RegExp(listingName) }).first()).toBeVisible();
  expect(sent).toEqual([`POST ${new URL(page.url()).pathname}${new URL(page.url()).search}`]);
  await visitor.close();
  expect(Number(await ownerFigure(owner, 'impressions'))).toBe(before + 1);
  await ownerContext.close();
});
