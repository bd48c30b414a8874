/**
 * The public listing page's actions, in a browser: the "Claim it" link into claim mode with the listing chosen,
 * and the premium booking link as a main action (under the name, and Book in the phone's sticky bar at 390 px with
 * 48 px targets). "Fix this listing" is in tests/e2e/suggestions/suggestions.spec.ts. Screenshots go to
 * SCREENSHOT_DIR as listing-*.png.
 */
import { expect, test } from '../../helpers/playwright';
import type Database from 'better-sqlite3';
import { expectNoAxeViolations } from '../../helpers/axe';
import { useSite } from '../../helpers/browser-site';
import type { Client } from '../../helpers/http';
import { demo } from '../../helpers/owners';
import { screenshot } from '../../helpers/screenshot';
import type { TestServer } from '../../helpers/server';

const PHONE = { width: 390, height: 844 };
/** "Claim it", then the listing's name for screen readers (Chromium reads the hidden part as a word of its own). */
const claimName = () => new RegExp(`^Claim it\\W+${unclaimed.name}$`);
const DESKTOP = { width: 1280, height: 900 };

let server: TestServer;
let db: Database.Database;
let unclaimed: { id: number; name: string };
let premium: { id: number; name: string };

let owner: Client;
useSite((site) => ({ server, db, owner } = site), { demo: true, ownSiteUrl: true, writable: true, signIn: ['owner'] });
test.beforeAll(async () => {
  unclaimed = db
    .prepare('select id, name from businesses where approved = 1 and owner_id is null and phone is not null order by id limit 1')
    .get() as typeof unclaimed;
  premium = db
    .prepare(
      "select b.id, b.name from businesses b join users u on u.id = b.owner_id where u.email = ? and b.approved = 1 and b.plan = 'premium' and b.phone is not null order by b.id",
    )
    .get(demo.owner) as typeof premium;
  const res = await owner.patch(`/api/businesses/${premium.id}`, {
    social: { booking: 'https://fareharbor.com/embeds/book/e2e/' },
  });
  expect(res.status).toBe(200);
});

test('an unclaimed listing offers "Claim it", into claim mode with the listing chosen (JavaScript on and off)', async ({
  page,
  browser,
}) => {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto(`${server.url}/business/${unclaimed.id}`);
    const prompt = page.getByRole('region', { name: 'Is this your business?' });
    await prompt.scrollIntoViewIfNeeded();
    await expect(prompt).toBeVisible();
    await screenshot(page, `listing-claim-prompt-${size.width}`, { fullPage: false });
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: claimName() }).click();
  await expect(page).toHaveURL(new RegExp(`/business-signup\\?mode=claim&businessId=${unclaimed.id}$`));
  await expect(page.getByLabel('Select your business')).toHaveValue(String(unclaimed.id));
  await expect(page.locator('astro-island[component-url*="SignupForm"]:not([ssr])')).toHaveCount(1);
  await expect(page.getByLabel('Select your business')).toHaveValue(String(unclaimed.id));

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto(`${server.url}/business/${unclaimed.id}`);
  await noJs.getByRole('link', { name: claimName() }).click();
  await expect(noJs.getByLabel('Select your business')).toHaveValue(String(unclaimed.id));
  await context.close();

  // A claimed listing does not offer it.
  await page.goto(`${server.url}/business/${premium.id}`);
  await expect(page.getByRole('region', { name: 'Is this your business?' })).toHaveCount(0);
});

test('premium booking link at 390 px: Book in the sticky bar (48 px targets, all on screen) and under the name', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/business/${premium.id}`);
  const bar = page.getByRole('navigation', { name: `Contact ${premium.name}` });
  await expect(bar).toBeVisible();
  const links = bar.getByRole('link');
  await expect(links).toHaveText([/^\s*Call/, /^\s*Directions/, /^\s*Book/]);
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    // One line of text: the label does not wrap.
    expect(await link.evaluate((a) => a.getBoundingClientRect().height)).toBeLessThan(60);
  }
  await expect(bar.getByRole('link', { name: /^Book/ })).toHaveAttribute('href', `/go/${premium.id}/booking`);
  const top = page.getByRole('link', { name: /^Book or reserve/ }).first();
  await expect(top).toBeVisible();
  expect((await top.boundingBox())!.y + 48).toBeLessThan(PHONE.height);
  await expect(top).toHaveAttribute('href', `/go/${premium.id}/booking`);
  await screenshot(page, 'listing-booking-390', { fullPage: false });
  await expectNoAxeViolations(page);

  await page.setViewportSize(DESKTOP);
  await expect(bar).toBeHidden();
  await expect(top).toBeVisible();
  await screenshot(page, 'listing-booking-1280', { fullPage: false });
});
