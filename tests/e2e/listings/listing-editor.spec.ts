/**
 * The editor never loses work, in a real browser: one Save keeps what was typed in every
 * part of the editor (with and without JavaScript), leaving with unsaved changes asks first (and a save does
 * not), a refused save on a phone brings the bad hours row into view and focuses it, and text typed before an
 * island starts survives it and is saved. Also: the dashboard card shows the description as text,
 * and several gallery photos chosen at once are all uploaded, each with its alt text (a refused one keeps its
 * message and stays listed).
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import Database from 'better-sqlite3';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../../helpers/axe';
import { demo, signInContext, myListings, type MyListing } from '../../helpers/owners';
import { makePhoto } from '../../helpers/photos';
import { screenshot } from '../../helpers/screenshot';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';

const PHONE = { width: 390, height: 844 };

let server: TestServer;
useSite((site) => ({ server } = site), { demo: true, ownSiteUrl: true });

async function premiumListing(page: Page): Promise<MyListing> {
  await signInContext(page.request, server.url, demo.owner);
  const list = await myListings(page.request, server.url);
  return list.find((b) => b.premium && b.approved)!;
}

const stored = async (page: Page, id: number) => (await page.request.get(`${server.url}/api/businesses/${id}`)).json();

/** True once an island has started (Astro drops `ssr` from its element when it hydrates). */
const island = (page: Page, component: string) => page.locator(`astro-island[component-url*="/${component}."]`);

test('one Save keeps a change in the details and one in the premium links, and both are stored', async ({ page }) => {
  const listing = await premiumListing(page);
  await page.goto(`${server.url}/dashboard/businesses/${listing.id}`);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Save profile|Save location/ })).toHaveCount(0);
  await page.getByLabel('Phone').fill('(361) 555-0778');
  await page.getByLabel('X (Twitter)').scrollIntoViewIfNeeded();
  await expect(island(page, 'ListingProfileFields')).not.toHaveAttribute('ssr', '');
  await page.getByLabel('X (Twitter)').fill('https://x.com/portaransas');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Listing updated')).toBeVisible();
  expect(await stored(page, listing.id)).toMatchObject({ phone: '(361) 555-0778', social: { x: 'https://x.com/portaransas' } });

  await page.goto(`${server.url}/dashboard/businesses/${listing.id}`);
  await expect(page.getByLabel('Phone')).toHaveValue('(361) 555-0778');
  await expect(page.getByLabel('X (Twitter)')).toHaveValue('https://x.com/portaransas');
});

test('leaving with unsaved changes asks first; an untouched page and a successful save do not', async ({ page }) => {
  const listing = await premiumListing(page);
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.dismiss();
  });
  await page.goto(`${server.url}/dashboard/businesses/${listing.id}`);
  await expect(island(page, 'ListingEditorSave')).not.toHaveAttribute('ssr', '');
  // Every part started (the profile starts when scrolled to) and nothing typed: leaving does not ask.
  await page.getByLabel('X (Twitter)').scrollIntoViewIfNeeded();
  await expect(island(page, 'ListingProfileFields')).not.toHaveAttribute('ssr', '');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  expect(prompts).toEqual([]);

  await page.goto(`${server.url}/dashboard/businesses/${listing.id}`);
  await expect(island(page, 'ListingEditorSave')).not.toHaveAttribute('ssr', '');
  await page.getByLabel('Address (optional)').fill('136 W Cotter Ave, Port Aransas');
  // The browser asks; dismissing it keeps the owner on the editor with what was typed.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect.poll(() => prompts).toEqual(['beforeunload']);
  await expect(page).toHaveURL(`${server.url}/dashboard/businesses/${listing.id}`);
  await expect(page.getByLabel('Address (optional)')).toHaveValue('136 W Cotter Ave, Port Aransas');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  expect(prompts).toEqual(['beforeunload']);
  expect((await stored(page, listing.id)).address).toBe('136 W Cotter Ave, Port Aransas');
});

test('on a phone, a half-filled hours row refused by Save is scrolled into view and focused, with a summary', async ({
  page,
}) => {
  const listing = await premiumListing(page);
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/dashboard/businesses/${listing.id}`);
  await expect(island(page, 'ListingDetailsFields')).not.toHaveAttribute('ssr', '');
  await page.getByLabel('Tuesday', { exact: true }).selectOption('Open');
  await page.getByLabel('Tuesday opens', { exact: true }).fill('09:00');
  await page.getByLabel('Tuesday closes', { exact: true }).fill('');
  const save = page.getByRole('button', { name: 'Save Changes' });
  await save.scrollIntoViewIfNeeded();
  await save.click();

  const tuesday = page.locator('[data-hours-day="tuesday"]');
  const message = tuesday.getByText('Give both opening and closing times, or mark the day closed');
  await expect(page.getByLabel('Tuesday', { exact: true })).toBeFocused();
  await expect(message).toBeInViewport();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Please check the form')).toBeVisible();
  await expect(page.locator('#listing-editor').getByRole('alert')).toContainText('One field needs your attention');
  // The bar repeats the message, which the bar and the toast can cover on a phone.
  await expect(page.locator('#listing-editor').getByRole('alert')).toContainText(
    'First: Give both opening and closing times, or mark the day closed',
  );
  await expect(page).toHaveURL(`${server.url}/dashboard/businesses/${listing.id}`);
  await screenshot(page, 'listing-editor-390-hours-error', { fullPage: false });
  await expectNoAxeViolations(page);

  await page.getByLabel('Tuesday closes', { exact: true }).fill('17:00');
  await save.click();
  await page.waitForURL(`${server.url}/dashboard`);
  expect((await stored(page, listing.id)).hours.tuesday).toEqual({ open: '09:00', close: '17:00', closed: false });
});

test('text typed before the islands start is kept through their start and saved', async ({ page }) => {
  const listing = await premiumListing(page);
  // Hold the islands' own scripts, as a slow phone would, until the owner has typed.
  const held: Route[] = [];
  await page.route(/\/_astro\/(ListingDetailsFields|ListingProfileFields)\.[^/]*\.js$/, (route) => void held.push(route));
  await page.goto(`${server.url}/dashboard/businesses/${listing.id}`, { waitUntil: 'commit' });
  const details = island(page, 'ListingDetailsFields');
  const profile = island(page, 'ListingProfileFields');
  await expect(details).toHaveAttribute('ssr', '');
  await page.getByLabel('Monday', { exact: true }).selectOption('Open');
  await page.getByLabel('Monday opens', { exact: true }).fill('06:15');
  await page.getByLabel('Monday closes', { exact: true }).fill('13:45');
  await page.getByLabel('Video (YouTube or Vimeo link)').fill('https://youtu.be/dQw4w9WgXcQ');
  // The profile fields hydrate when visible: on screen now, their script is asked for once the page's scripts run
  // (slow on a loaded machine, hence the longer wait).
  await profile.scrollIntoViewIfNeeded();
  await expect.poll(() => held.length, { timeout: 30_000 }).toBe(2);
  await expect(profile).toHaveAttribute('ssr', '');

  for (const route of held) await route.continue();
  await expect(details).not.toHaveAttribute('ssr', '');
  await expect(profile).not.toHaveAttribute('ssr', '');
  await expect(page.getByLabel('Monday opens', { exact: true })).toHaveValue('06:15');
  await expect(page.getByLabel('Video (YouTube or Vimeo link)')).toHaveValue('https://youtu.be/dQw4w9WgXcQ');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  const after = await stored(page, listing.id);
  expect(after.hours.monday).toEqual({ open: '06:15', close: '13:45', closed: false });
  expect(after.videoUrl).toContain('dQw4w9WgXcQ');
});

/** Another of the owner's listings than premiumListing's, so the hours tests leave that one's hours alone. */
async function otherListing(page: Page): Promise<MyListing> {
  await signInContext(page.request, server.url, demo.owner);
  const list = await myListings(page.request, server.url);
  const other = list.find((b) => !b.premium);
  if (!other) throw new Error('the demo owner has no free listing');
  return other;
}

/** A listing's weekly hours as its owner's list has them (pending listings included, unlike the public API). */
const storedHours = async (page: Page, id: number) => {
  const mine = (await (await page.request.get(`${server.url}/api/businesses/my`)).json()) as {
    id: number;
    hours: Record<string, { open: string; close: string; closed: boolean }>;
  }[];
  return mine.find((b) => b.id === id)!.hours;
};

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

test('filling one day is enough: Copy to all days gives every day its hours, and Save stores them', async ({ page }) => {
  const listing = await otherListing(page);
  await page.goto(`${server.url}/dashboard/businesses/${listing.id}`);
  await expect(island(page, 'ListingDetailsFields')).not.toHaveAttribute('ssr', '');
  await expect(page.getByLabel('Same hours every day', { exact: false })).toHaveCount(0);
  await page.getByLabel('Tuesday', { exact: true }).selectOption('Open');
  await page.getByLabel('Tuesday opens', { exact: true }).fill('10:00');
  await page.getByLabel('Tuesday closes', { exact: true }).fill('22:00');
  await page.getByRole('button', { name: 'Copy Tuesday to all days' }).click();
  await expect(page.getByLabel('Sunday opens', { exact: true })).toHaveValue('10:00');
  await expect(page.getByLabel('Monday closes', { exact: true })).toHaveValue('22:00');
  // Each day stays its own: Sunday closed after the copy.
  await page.getByLabel('Sunday', { exact: true }).selectOption('Closed');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  const hours = await storedHours(page, listing.id);
  for (const day of WEEK.slice(0, 6)) expect(hours[day], day).toEqual({ open: '10:00', close: '22:00', closed: false });
  expect(hours.sunday.closed).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Same hours every day saves Monday’s hours for the whole week', async ({ page }) => {
    const listing = await otherListing(page);
    await page.goto(`${server.url}/dashboard/businesses/${listing.id}`);
    await page.getByLabel('Monday', { exact: true }).selectOption('Open');
    await page.getByLabel('Monday opens', { exact: true }).fill('07:00');
    await page.getByLabel('Monday closes', { exact: true }).fill('15:30');
    await page.getByLabel('Same hours every day', { exact: false }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(`${server.url}/dashboard`);
    const hours = await storedHours(page, listing.id);
    for (const day of WEEK) expect(hours[day], day).toEqual({ open: '07:00', close: '15:30', closed: false });
  });

  test('the one form saves the details and the premium links together; a refusal keeps both as typed', async ({ page }) => {
    const listing = await premiumListing(page);
    await page.goto(`${server.url}/dashboard/businesses/${listing.id}`);
    await page.getByLabel('Phone').fill('(361) 555-0123');
    await page.getByLabel('Instagram', { exact: true }).fill('https://facebook.com/not-instagram');
    await page.getByLabel('Latitude').fill('127');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter an Instagram link (on its own site)')).toBeVisible();
    await expect(page.getByText('Latitude must be a number from -90 to 90')).toBeVisible();
    await expect(page.getByText('Please check the form').first()).toBeVisible();
    await expect(page.getByLabel('Phone')).toHaveValue('(361) 555-0123');
    await expect(page.getByLabel('Latitude')).toHaveValue('127');

    await page.getByLabel('Instagram', { exact: true }).fill('instagram.com/portaransasguide');
    await page.getByLabel('Latitude').fill('27.8394');
    await page.getByLabel('Longitude').fill('-97.0618');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(`${server.url}/dashboard`);
    expect(await stored(page, listing.id)).toMatchObject({
      phone: '(361) 555-0123',
      social: { instagram: 'https://instagram.com/portaransasguide' },
    });
  });
});

test("the dashboard card shows a premium description's text, not its markdown", async ({ page }) => {
  const listing = await premiumListing(page);
  const db = new Database(server.dbPath);
  db.prepare('update businesses set description = ? where id = ?').run(
    '**Port Aransas Nature Preserve** tours by kayak.\n\n- Sunset paddles\n- [Birding walks](https://example.org/birds)',
    listing.id,
  );
  db.close();
  await page.goto(`${server.url}/dashboard`);
  const card = page
    .locator('li, article')
    .filter({ has: page.getByRole('heading', { name: listing.name }) })
    .first();
  await expect(card).toContainText('Port Aransas Nature Preserve tours by kayak. Sunset paddles Birding walks');
  await expect(card).not.toContainText('**');
  await expect(card).not.toContainText('](');
});

test('several gallery photos chosen at once are each uploaded with their alt text; a refused one stays with its message', async ({
  page,
}) => {
  const listing = await premiumListing(page);
  const dir = join(server.dir, 'batch-photos');
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < 2; i++) writeFileSync(join(dir, `b${i}.jpg`), await makePhoto({ width: 800, height: 600, hue: i * 90 }));
  writeFileSync(join(dir, 'notes.jpg'), 'not a photo at all');
  const gallery = async () =>
    ((await stored(page, listing.id)).photos as { role: string; alt: string }[]).filter((p) => p.role === 'gallery');
  const before = (await gallery()).length;

  await page.goto(`${server.url}/dashboard/businesses/${listing.id}#photos`);
  await expect(island(page, 'PhotoManager')).not.toHaveAttribute('ssr', '');
  await page.getByLabel(/^Gallery photo/).check();
  await page.getByLabel('Photo', { exact: true }).setInputFiles(['b0.jpg', 'notes.jpg', 'b1.jpg'].map((f) => join(dir, f)));
  await page.getByLabel('Alt text for photo 1').fill('Kayaks at the preserve dock');
  await page.getByLabel('Alt text for photo 2').fill('A page of notes');
  await page.getByLabel('Alt text for photo 3').fill('Sunset over the channel');
  await screenshot(page.locator('form[action$="/photos"]'), 'listing-editor-1280-batch');
  await page.getByRole('button', { name: 'Upload 3 photos' }).click();

  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('2 of 3 photos uploaded')).toBeVisible();
  await expect(page.getByText(`Gallery (${before + 2} of 10)`)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Kayaks at the preserve dock' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sunset over the channel' })).toBeVisible();
  // The refused file is still chosen, with its alt text and the server's message under it.
  await expect(page.getByText('1. notes.jpg')).toBeVisible();
  await expect(page.getByLabel('Alt text for photo 1')).toHaveValue('A page of notes');
  await expect(page.getByLabel('Photo', { exact: true })).toHaveJSProperty('files.length', 1);
  expect((await gallery()).map((p) => p.alt).slice(-2)).toEqual(['Kayaks at the preserve dock', 'Sunset over the channel']);

  await page.setViewportSize(PHONE);
  await page.getByRole('heading', { name: /^Gallery/ }).scrollIntoViewIfNeeded();
  // A gallery photo is a thumbnail beside its controls on a phone, not a full screen.
  const thumb = page.getByRole('img', { name: 'Kayaks at the preserve dock' });
  expect((await thumb.boundingBox())!.width).toBeLessThan(PHONE.width / 2);
  await screenshot(page, 'listing-editor-390-gallery', { fullPage: false });
});

test('screenshots of the editor at phone and desktop widths', async ({ page }) => {
  const listing = await premiumListing(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/dashboard/businesses/${listing.id}`);
    await expect(island(page, 'ListingEditorSave')).not.toHaveAttribute('ssr', '');
    await screenshot(page, `listing-editor-${width}`);
    // What a phone shows mid-form: the Save bar stays at the bottom of the screen.
    await page.getByLabel('Wednesday', { exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeInViewport();
    await screenshot(page, `listing-editor-${width}-mid`, { fullPage: false });
  }
});
