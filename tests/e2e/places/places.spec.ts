/**
 * Maps and places in a browser, at 390 px and 1280 px: the business page's map, Directions and the phone action
 * bar; the directory's open-now box, Near me (a granted, fixed geolocation) and Map view (Leaflet loaded
 * only then, clustered, keyboard-usable markers); the events list's map; the owner's pin editor; and the
 * directory without JavaScript. Tiles and geocoding come from the loopback stand-ins.
 * Screenshots go to test-results/places/.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import type Database from 'better-sqlite3';
import type { PlacesFixtures } from '../../fixtures/places/server';
import { expectNoAxeViolations } from '../../helpers/axe';
import { useSite } from '../../helpers/browser-site';
import { demo, signInContext } from '../../helpers/owners';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const shot = (page: Page, name: string) => screenshot(page, `places-${name}`, { fullPage: false });

let fixtures: PlacesFixtures;
let server: TestServer;
let business: { id: number; name: string; address: string; latitude: number; longitude: number };

let db: Database.Database;
useSite((site) => ({ server, db, places: fixtures } = site), { demo: true, ownSiteUrl: true, places: true });
test.beforeAll(() => {
  business = db
    .prepare(
      `select id, name, address, latitude, longitude from businesses where approved = 1 and phone is not null and website is not null and latitude is not null order by id limit 1`,
    )
    .get() as typeof business;
});

const mapChunkRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/places-map\.[\w-]+\.js/.test(r.url())) seen.push(r.url());
  });
  return seen;
};

test('business page at 390 px: small map from the tile server, Directions, sticky Call / Directions / Website', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const chunks = mapChunkRequests(page);
  await page.goto(`${server.url}/business/${business.id}`);
  const bar = page.getByRole('navigation', { name: `Contact ${business.name}` });
  await expect(bar).toBeVisible();
  for (const name of ['Call', 'Directions', 'Website']) {
    const link = bar.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toBeVisible();
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await expect(bar.getByRole('link', { name: /^Directions/ })).toHaveAttribute('href', `/go/${business.id}/directions`);
  await shot(page, 'business-390-top');

  const map = page.getByRole('region', { name: `Location of ${business.name}` });
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole('img', { name: `Map: ${business.name} is at the pin` })).toBeVisible();
  await expect.poll(() => fixtures.requests().filter((r) => r.startsWith('/tiles/16/')).length).toBeGreaterThanOrEqual(4);
  const tiles = map.locator('img');
  await expect(tiles).toHaveCount(4);
  // A requested tile may not be decoded yet: wait for each to load rather than read it once.
  for (const tile of await tiles.all())
    await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  await expect(map.getByText('Map data © OpenStreetMap contributors')).toBeVisible();
  await shot(page, 'business-390-map');
  // No map library on the business page: the map is plain images and SVG.
  expect(chunks).toEqual([]);

  // Directions goes (counted) to the maps app with the listing's name and address.
  const res = await page.request.get(`${server.url}/go/${business.id}/directions`, { maxRedirects: 0 });
  expect(res.headers().location).toBe(
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${business.name}, ${business.address}`)}`,
  );
  await expectNoAxeViolations(page);
});

test('business page at 1280 px: no phone bar, the map beside the contact box', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${server.url}/business/${business.id}`);
  await expect(page.getByRole('navigation', { name: `Contact ${business.name}` })).toBeHidden();
  const map = page.getByRole('region', { name: `Location of ${business.name}` });
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole('link', { name: /^Directions/ })).toBeVisible();
  await shot(page, 'business-1280-map');
});

test('directory at 1280 px: Map view loads Leaflet only when asked, clusters, and markers work from the keyboard', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const chunks = mapChunkRequests(page);
  await page.goto(`${server.url}/business-directory`);
  await expect(page.getByRole('heading', { name: /businesses found/ })).toBeVisible();
  expect(chunks).toEqual([]);

  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const map = page.getByRole('region', { name: 'Map of the businesses found' });
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(page.getByText(/\d+ on the map\./)).toBeVisible();
  await expect(page.locator('#directory-results')).toBeHidden();
  expect(chunks.length).toBe(1);
  // Clustering: fewer things on the map than businesses, some of them clusters.
  await expect(map.locator('.marker-cluster').first()).toBeVisible();
  await expect(map.getByText('© OpenStreetMap contributors')).toBeVisible();
  await shot(page, 'directory-1280-map');

  // Zoom into the harbour and open a marker with the keyboard.
  await map.locator('.marker-cluster').first().click();
  const marker = map.locator('.place-pin').first();
  await expect(marker).toBeVisible();
  await marker.focus();
  await page.keyboard.press('Enter');
  const popup = map.locator('.leaflet-popup-content');
  await expect(popup.getByRole('link')).toHaveAttribute('href', /^\/business\/\d+/);
  await shot(page, 'directory-1280-map-popup');

  // The view is in the URL: a reload (or a shared link) opens on the map, Back returns to the list.
  await expect(page).toHaveURL(/[?&]view=map$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(page.locator('#directory-results')).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/business-directory$/);
  await expect(page.locator('#directory-results')).toBeVisible();
  await expect(map).toBeHidden();
  await page.goForward();
  await expect(map).toBeVisible();

  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.locator('#directory-results')).toBeVisible();
  await expect(map).toBeHidden();
  await expect(page).toHaveURL(/\/business-directory$/);
});

test('directory at 390 px: Open now and Near me change the list and the URL', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 27.8229, longitude: -97.0476 });
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/business-directory`);
  const total = Number((await page.getByRole('heading', { name: /businesses found/ }).textContent())!.match(/\d+/)![0]);

  await page.getByLabel('Search businesses').focus(); // hydrate the search island (client:interaction)
  // On a phone the filters are folded behind "Filters"; an address that sets one opens them (the reload below).
  await page.getByRole('search').locator('summary', { hasText: 'Filters' }).click();
  await page.getByLabel('Open now').check();
  await expect(page).toHaveURL(/open=now/);
  await expect(page.getByRole('heading', { name: /businesses? found/ })).not.toHaveText(`${total} businesses found`);

  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page).toHaveURL(/near=27\.823%2C-97\.048|near=27\.823,-97\.048/);
  await expect(page.getByText('Sorted by distance from you.')).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first.getByText(/mi away$/)).toBeVisible();
  await first.scrollIntoViewIfNeeded();
  await shot(page, 'directory-390-open-near');

  // Card contact links are 44 px targets.
  for (const link of await first.getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // The state is in the URL: a reload shows the same list, distances included.
  await page.reload();
  await expect(page.getByLabel('Open now')).toBeChecked();
  await expect(
    page
      .getByRole('article')
      .first()
      .getByText(/mi away$/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('events list: Show map puts the events on a map', async ({ page }) => {
  for (const [label, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`${server.url}/events`);
    await page.getByRole('button', { name: 'Show map' }).click();
    const map = page.locator('#events-map');
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await expect(page.getByText(/\d+ events? on the map\./)).toBeVisible();
    await expect(map.locator('.place-pin, .marker-cluster').first()).toBeVisible();
    await shot(page, `events-${label}-map`);
  }
});

test("owner's editor: the pin moves with the arrow keys and the fields follow; saving waits for review", async ({ page }) => {
  await signInContext(page.request, server.url, demo.owner);
  const own = db
    .prepare(
      `select b.id, b.latitude from businesses b join users u on u.id = b.owner_id where u.email = ? and b.approved = 1 and b.latitude is not null order by b.id limit 1`,
    )
    .get(demo.owner) as { id: number; latitude: number };
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/dashboard/businesses/${own.id}#map-location`);
  const pin = page.getByRole('button', { name: 'Your location pin' });
  await expect(pin).toBeVisible();
  await pin.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByLabel('Latitude')).not.toHaveValue(String(own.latitude));
  const moved = Number(await page.getByLabel('Latitude').inputValue());
  expect(moved).toBeGreaterThan(own.latitude);
  await page.getByLabel('Latitude').scrollIntoViewIfNeeded();
  await shot(page, 'editor-390-pin');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(`${server.url}/dashboard`);
  await expect(page.getByText(/review/i).first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the directory is a list: Open now works as a GET form, no map or Near me controls show', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/business-directory`);
    // Open the phone's folded filters first, so "hidden" below means "not shown without scripts".
    await page.getByRole('search').locator('summary', { hasText: 'Filters' }).click();
    await expect(page.getByLabel('Open now')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Near me' })).toBeHidden();
    await expect(page.getByText('Near me uses your location')).toBeHidden();
    await page.getByLabel('Open now').check();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/open=now/);
    await expect(page.getByLabel('Open now')).toBeChecked();
    await shot(page, 'directory-390-nojs-open');
  });
});
