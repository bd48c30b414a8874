/**
 * In a browser, at 390 px and 1280 px: an event page shows the small map (the business page's, no
 * map library) and Directions to the place's name and address with the town; with JavaScript off too. Tiles come
 * from the loopback stand-in. Screenshots: SCREENSHOT_DIR=… (event-directions-*.png).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import type Database from 'better-sqlite3';
import { expectNoAxeViolations } from '../../helpers/axe';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';

const TITLE = 'Harbor Farmers & Artisans Market';
const WHERE = 'Community Park, 700 W Avenue A, Port Aransas, TX';

let server: TestServer;
let eventId: number;
let unmappedId: number;

let db: Database.Database;
useSite((site) => ({ server, db } = site), { demo: true, places: true, writable: true });
test.beforeAll(() => {
  ({ id: eventId } = db.prepare('select id from events where title = ? and latitude is not null').get(TITLE) as { id: number });
  // A place the geocoder never found: no map, Directions under the place.
  const start = Date.now() + 3 * 86_400_000;
  unmappedId = Number(
    db
      .prepare(
        `insert into events (title, description, category, location, start_date, end_date, approved)
         values ('Sunset Drum Circle', 'Bring a drum or just listen.', 'Music', 'Beach pavilion, end of Beach St', ?, ?, 1)`,
      )
      .run(start, start + 7_200_000).lastInsertRowid,
  );
});

async function checkMapAndDirections(page: Page) {
  const map = page.getByRole('region', { name: `Location of ${TITLE}` });
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole('img', { name: `Map: ${TITLE} is at the pin` })).toBeVisible();
  const tiles = map.locator('img');
  await expect(tiles).toHaveCount(4);
  for (const tile of await tiles.all())
    await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  const directions = map.getByRole('link', { name: /^Directions/ });
  await expect(directions).toBeVisible();
  expect((await directions.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const href = new URL((await directions.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://www.google.com/maps/dir/');
  expect(href.searchParams.get('destination')).toBe(WHERE);
  // One Directions on the page: the map carries it.
  await expect(page.getByRole('link', { name: /^Directions/ })).toHaveCount(1);
  return map;
}

for (const width of [390, 1280]) {
  test(`event page at ${width} px: the map and Directions to the place with the town; axe clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`${server.url}/events/${eventId}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await screenshot(page, `event-directions-${width}-full`);
    const map = await checkMapAndDirections(page);
    await screenshot(page, `event-directions-${width}-map`, { fullPage: false });
    await screenshot(map, `event-directions-${width}-map-box`);
    // The calendar links carry the town as well.
    const google = new URL((await page.getByRole('link', { name: /^Google Calendar/ }).getAttribute('href'))!);
    expect(google.searchParams.get('location')).toBe(WHERE);
    await expectNoAxeViolations(page);
  });
}

test('without JavaScript the map still shows and Directions works', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/events/${eventId}`);
  const map = page.getByRole('region', { name: `Location of ${TITLE}` });
  await map.scrollIntoViewIfNeeded();
  const href = await map.getByRole('link', { name: /^Directions/ }).getAttribute('href');
  expect(new URL(href!).searchParams.get('destination')).toBe(WHERE);
  await expect
    .poll(() => map.locator('img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth === 256).length))
    .toBe(4);
  await screenshot(page, 'event-directions-390-nojs', { fullPage: false });
  await context.close();
});

test('an event whose point is unknown: no map, Directions under the place', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/events/${unmappedId}`);
  await expect(page.getByRole('region', { name: /^Location of/ })).toHaveCount(0);
  const directions = page.getByRole('region', { name: 'Event details' }).getByRole('link', { name: /^Directions/ });
  await expect(directions).toBeVisible();
  expect((await directions.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(new URL((await directions.getAttribute('href'))!).searchParams.get('destination')).toBe(
    'Beach pavilion, end of Beach St, Port Aransas, TX',
  );
  await directions.scrollIntoViewIfNeeded();
  await screenshot(page, 'event-directions-390-unmapped', { fullPage: false });
  await expectNoAxeViolations(page);
});
