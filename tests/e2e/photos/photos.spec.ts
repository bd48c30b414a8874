/**
 * The listing profile journey in a real browser: a GPS-tagged phone photo as cover (drag-and-drop and
 * the file picker), gallery uploads with progress, reorder, alt texts, the 11th photo refused, a video,
 * social and booking links and a holiday closure from the editor; the public page's cover, gallery,
 * keyboard lightbox, video facade, links and special hours at phone and desktop widths; served files
 * without EXIF. Also the editor's forms without JavaScript and the locked premium section.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import sharp from 'sharp';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../../helpers/axe';
import { useSite } from '../../helpers/browser-site';
import { demo, signInContext, myListings } from '../../helpers/owners';
import { makePhoto } from '../../helpers/photos';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';

let server: TestServer;
let photoDir: string;

useSite((site) => ({ server } = site), { demo: true, ownSiteUrl: true });
test.beforeAll(async () => {
  photoDir = join(server.dir, 'photos');
  mkdirSync(photoDir, { recursive: true });
  writeFileSync(join(photoDir, 'phone.jpg'), await makePhoto({ width: 4000, height: 3000, phoneExif: true, orientation: 6 }));
  // Gallery photos are small: the journey is about arranging them (the phone photo above covers big files),
  // and eleven 1600 px photos would cost the pipeline several times the CPU of eleven at 800 px.
  for (let i = 0; i < 11; i++)
    writeFileSync(join(photoDir, `g${i}.jpg`), await makePhoto({ width: 800, height: 600, hue: i * 33 }));
});

async function premiumListingId(page: Page): Promise<number> {
  return (await myListings(page.request, server.url)).find((b) => b.premium && b.approved)!.id;
}

async function uploadGallery(page: Page, file: string, alt: string) {
  await page.getByRole('radio', { name: /^Gallery photo/ }).check();
  await page.getByLabel('Photo', { exact: true }).setInputFiles(join(photoDir, file));
  await page.getByLabel('Alt text', { exact: true }).fill(alt);
  await page.getByRole('button', { name: 'Upload photo' }).click();
  // Done when the photo shows in the gallery (the button is enabled again only then, but it is also
  // enabled in the moment before the upload starts).
  await expect(page.getByRole('img', { name: alt, exact: true })).toBeVisible({ timeout: 30_000 });
}

test('owner uploads a cover and a full gallery, arranges it, and the public page shows it', async ({ page }) => {
  test.setTimeout(180_000);
  await signInContext(page.request, server.url, demo.owner);
  const id = await premiumListingId(page);
  // The demo listing comes with a gallery (db/seed/demo-photos): the owner starts from an empty one.
  const listing = (await (await page.request.get(`${server.url}/api/businesses/${id}`)).json()) as {
    photos: { id: number; role: string }[];
  };
  for (const photo of listing.photos.filter((p) => p.role === 'gallery')) {
    const removed = await page.request.delete(`${server.url}/api/businesses/${id}/photos/${photo.id}`, {
      headers: { Origin: server.url },
    });
    expect(removed.status()).toBe(204);
  }
  await page.goto(`${server.url}/dashboard/businesses/${id}`);
  await expect(page.getByRole('heading', { name: 'Photos', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View live listing' })).toHaveAttribute('href', new RegExp(`^/business/${id}`));

  // Cover by drag-and-drop: a DataTransfer with the phone photo dropped on the zone. A drop before the
  // island has started lands on plain markup, so wait for it (Astro drops `ssr` once it has hydrated).
  await expect(page.locator('astro-island[component-url*="/PhotoManager."]')).not.toHaveAttribute('ssr', '');
  const bytes = (await import('node:fs')).readFileSync(join(photoDir, 'phone.jpg')).toString('base64');
  const drop = await page.evaluateHandle((b64) => {
    const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([data], 'IMG_2041.jpg', { type: 'image/jpeg' }));
    return transfer;
  }, bytes);
  await page.dispatchEvent('[data-dropzone]', 'drop', { dataTransfer: drop });
  await expect(page.getByText('Selected: IMG_2041.jpg')).toBeVisible();
  await page.getByLabel('Alt text', { exact: true }).fill('Captain Ray holding a bull redfish on the boat');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  // While it uploads (seconds: every width of a 4000 × 3000 photo) nothing can be changed that the form's reset would drop.
  await expect(page.getByLabel('Alt text', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Photo', { exact: true })).toBeDisabled();
  // A 4000 × 3000 phone photo is decoded, rotated and resized into every width before the answer, which
  // can outlast the default timeout on a machine shared with the Vitest suite.
  await expect(page.getByRole('img', { name: 'Captain Ray holding a bull redfish on the boat' })).toBeVisible({
    timeout: 60_000,
  });

  for (let i = 0; i < 10; i++) await uploadGallery(page, `g${i}.jpg`, `Gallery view ${i + 1}`);
  await expect(page.getByRole('heading', { name: 'Gallery (10 of 10)' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Gallery photo/ })).toBeDisabled();
  // The API refuses an 11th even when the form is bypassed.
  const eleventh = await page.request.post(`${server.url}/api/businesses/${id}/photos`, {
    headers: { Origin: server.url, Accept: 'application/json' },
    multipart: {
      photo: {
        name: 'g10.jpg',
        mimeType: 'image/jpeg',
        buffer: (await import('node:fs')).readFileSync(join(photoDir, 'g10.jpg')),
      },
      alt: 'Eleventh',
      role: 'gallery',
    },
  });
  expect(eleventh.status()).toBe(409);

  await page.getByRole('button', { name: 'Move down photo 1', exact: true }).click();
  await expect(page.getByLabel('Alt text for gallery photo 1', { exact: true })).toHaveValue('Gallery view 2');
  await page.getByLabel('Alt text for gallery photo 1', { exact: true }).fill('Kids fishing off the jetty');
  await page.getByRole('button', { name: 'Save alt texts' }).click();
  await expect(page.getByText('Alt texts saved')).toBeVisible();

  // Premium profile in the same editor: a video, social and booking links, a holiday closure.
  const holiday = `${new Date().getUTCFullYear() + 1}-12-25`;
  await page.getByLabel('Video (YouTube or Vimeo link)').fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByLabel('Facebook', { exact: true }).fill('https://www.facebook.com/captainray');
  await page.getByLabel('Instagram', { exact: true }).fill('instagram.com/captainray');
  await page.getByLabel('Booking or reservation link').fill('https://www.fareharbor.com/captainray');
  await page.getByLabel('Special date 1', { exact: true }).fill(holiday);
  await page.getByLabel('Special date 1 note').fill('Closed for Christmas Day');
  await expectNoAxeViolations(page);
  await screenshot(page, 'photos-editor-1280');
  await page.setViewportSize({ width: 390, height: 900 });
  await screenshot(page, 'photos-editor-390');
  // The editor's one Save saves the profile with the rest of the listing.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  await expect(page.getByText('Listing updated')).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/business/${id}`);
    const hero = page.getByRole('img', { name: 'Captain Ray holding a bull redfish on the boat' });
    await expect(hero).toBeVisible();
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    await expect(page.locator('[data-gallery-item]')).toHaveCount(10);
    await expect(page.locator('[data-gallery-item]').first().getByRole('img')).toHaveAttribute(
      'alt',
      'Kids fishing off the jetty',
    );
    await expect(page.getByRole('link', { name: /Play video/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    await expect(page.locator('[data-social]')).toHaveCount(3);
    // Links go through the counted /go redirect; the stored address is checked through the API.
    await expect(page.locator('[data-social="instagram"]')).toHaveAttribute('href', `/go/${id}/instagram`);
    await expect(page.locator('[data-special-hours]')).toContainText('Closed for Christmas Day');
    await expectNoAxeViolations(page);
    await screenshot(page, `photos-business-${width}`);
  }

  const stored = await (await page.request.get(`${server.url}/api/businesses/${id}`)).json();
  expect(stored.social).toMatchObject({
    instagram: 'https://instagram.com/captainray',
    booking: 'https://www.fareharbor.com/captainray',
  });

  // The served files carry no metadata: every variant of the phone photo, as a visitor gets it.
  const hero = page.getByRole('img', { name: 'Captain Ray holding a bull redfish on the boat' });
  const srcset = await page
    .locator('picture:has(img[alt="Captain Ray holding a bull redfish on the boat"]) source')
    .evaluateAll((sources) =>
      sources.flatMap((s) => (s as HTMLSourceElement).srcset.split(',').map((c) => c.trim().split(' ')[0]!)),
    );
  const files = [...srcset, await hero.getAttribute('src')];
  expect(files.length).toBeGreaterThanOrEqual(6);
  for (const file of files) {
    const res = await page.request.get(`${server.url}${file}`);
    expect(res.status()).toBe(200);
    const meta = await sharp(await res.body()).metadata();
    expect(meta.exif, file!).toBeUndefined();
    expect(meta.xmp, file!).toBeUndefined();
  }

  // Keyboard lightbox: Enter opens, arrows move, Escape closes and focus returns.
  const first = page.locator('[data-gallery-item]').first();
  await first.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('figcaption')).toHaveText('Kids fishing off the jetty (1 of 10)');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.locator('figcaption')).toHaveText('Gallery view 1 (2 of 10)');
  await page.keyboard.press('End');
  await expect(dialog.locator('figcaption')).toContainText('(10 of 10)');
  await screenshot(page, 'photos-lightbox-1280', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();

  // Directory card uses the cover.
  await page.goto(`${server.url}/business-directory`);
  await expect(page.locator(`article:has(a[href^="/business/${id}"]) picture source[type="image/avif"]`).first()).toBeAttached();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  /** Signs the second demo owner in and returns the id of one of their live listings. */
  const signInToApprovedListing = async (page: Page) => {
    await signInContext(page.request, server.url, demo.owner2);
    const mine = await myListings(page.request, server.url);
    return mine.find((b) => b.approved)!.id;
  };
  test('the plain upload form sets a cover and says so', async ({ page }) => {
    const id = await signInToApprovedListing(page);
    await page.goto(`${server.url}/dashboard/businesses/${id}`);
    await page.getByLabel('Photo', { exact: true }).setInputFiles(join(photoDir, 'g3.jpg'));
    await page.getByLabel('Alt text', { exact: true }).fill('Front porch with rocking chairs');
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/businesses/${id}#photos$`));
    await expect(page.getByText('Your cover photo is saved.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Front porch with rocking chairs' })).toBeVisible();
  });

  test('the listing form keeps what was typed when a day is half-filled, then saves two ranges', async ({ page }) => {
    const id = await signInToApprovedListing(page);
    await page.goto(`${server.url}/dashboard/businesses/${id}`);
    await page.getByLabel('Phone').fill('(361) 555-0199');
    await page.getByLabel('Monday', { exact: true }).selectOption('Open');
    await page.getByLabel('Monday opens', { exact: true }).fill('11:00');
    await page.getByLabel('Monday closes', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.locator('[data-hours-day="monday"]')).toContainText(
      'Give both opening and closing times, or mark the day closed',
    );
    await expect(page.getByLabel('Phone')).toHaveValue('(361) 555-0199');
    await expect(page.getByLabel('Monday opens', { exact: true })).toHaveValue('11:00');

    await page.getByLabel('Monday closes', { exact: true }).fill('14:00');
    await page.getByLabel('Monday opens again').fill('17:00');
    await page.getByLabel('Monday closes again').fill('22:00');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(`${server.url}/dashboard`);
    await expect(page.getByText('Listing updated')).toBeVisible();
    const after = await (await page.request.get(`${server.url}/api/businesses/${id}`)).json();
    expect(after.hours.monday).toEqual({ open: '11:00', close: '14:00', open2: '17:00', close2: '22:00', closed: false });
    expect(after.phone).toBe('(361) 555-0199');
  });

  test('a free listing shows the locked premium section with an upgrade for this listing', async ({ page }) => {
    await signInContext(page.request, server.url, demo.owner2);
    const mine = await myListings(page.request, server.url);
    const free = mine.find((b) => !b.premium)!;
    await page.goto(`${server.url}/dashboard/businesses/${free.id}`);
    const locked = page.locator('[data-locked-premium]');
    await expect(locked.getByRole('heading', { name: /Premium Business Listing/ })).toBeVisible();
    await expect(locked.getByRole('listitem').filter({ hasText: 'Photo gallery (up to 10 images)' })).toBeVisible();
    await expect(page.getByLabel('Video (YouTube or Vimeo link)')).toHaveCount(0);
    await locked.getByRole('button', { name: 'Upgrade' }).click();
    // The test checkout for THIS listing (not the new-listing form).
    await expect(page).toHaveURL(/\/checkout\/test\//);
    await expect(page.getByText(free.name).first()).toBeVisible();
  });
});

test.describe('premium profile without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a refused link keeps what was typed; a valid profile saves', async ({ page }) => {
    await signInContext(page.request, server.url, demo.owner);
    const id = await premiumListingId(page);
    await page.goto(`${server.url}/dashboard/businesses/${id}#profile`);
    await page.getByLabel('Instagram', { exact: true }).fill('https://facebook.com/not-instagram');
    // The last row is one of the blank rows offered for a new date.
    const row = () => page.locator('[data-special-row]').last();
    await row()
      .getByLabel(/^Special date \d+$/)
      .fill('2031-07-04');
    await row()
      .getByLabel(/status$/)
      .selectOption('Special hours');
    await row()
      .getByLabel(/opens$/)
      .fill('10:00');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter an Instagram link (on its own site)')).toBeVisible();
    await expect(row().getByText('Give both opening and closing times, or mark the day closed')).toBeVisible();
    const typed = page.locator('[data-special-row]:has(input[value="2031-07-04"])');
    await expect(typed.getByLabel(/opens$/)).toHaveValue('10:00');
    await page.getByLabel('Instagram', { exact: true }).fill('instagram.com/captainray');
    await typed.getByLabel(/closes$/).fill('15:00');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(`${server.url}/dashboard`);
    await expect(page.getByText('Listing updated')).toBeVisible();
    const after = await (await page.request.get(`${server.url}/api/businesses/${id}`)).json();
    expect(after.social.instagram).toBe('https://instagram.com/captainray');
    expect(after.specialHours).toContainEqual({ date: '2031-07-04', closed: false, open: '10:00', close: '15:00' });
  });
});
