/**
 * The owner's photo journey in a real browser: a GPS-tagged phone photo as cover (drag-and-drop and
 * the file picker), gallery uploads with progress, reorder, alt texts, the 11th photo refused, the
 * public page's cover, gallery grid and keyboard lightbox at phone and desktop widths; the upload form
 * without JavaScript.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../helpers/axe';
import { demo, signInContext, startOwnersServer } from '../helpers/owners';
import { makePhoto } from '../helpers/photos';
import type { TestServer } from '../helpers/server';

let server: TestServer;
let photoDir: string;
const shots = process.env.SCREENSHOT_DIR;

test.beforeAll(async () => {
  server = await startOwnersServer({ demoData: true });
  photoDir = join(server.dir, 'photos');
  mkdirSync(photoDir, { recursive: true });
  writeFileSync(join(photoDir, 'phone.jpg'), await makePhoto({ width: 4000, height: 3000, phoneExif: true, orientation: 6 }));
  for (let i = 0; i < 11; i++)
    writeFileSync(join(photoDir, `g${i}.jpg`), await makePhoto({ width: 1600, height: 1200, hue: i * 33 }));
});
test.afterAll(async () => {
  await server?.stop();
});

async function premiumListingId(page: Page): Promise<number> {
  const mine = await page.request.get(`${server.url}/api/businesses/my`);
  const list = (await mine.json()) as { id: number; premium: boolean; approved: boolean }[];
  return list.find((b) => b.premium && b.approved)!.id;
}

async function uploadGallery(page: Page, file: string, alt: string) {
  await page.getByRole('radio', { name: /^Gallery photo/ }).check();
  await page.getByLabel('Photo', { exact: true }).setInputFiles(join(photoDir, file));
  await page.getByLabel('Alt text', { exact: true }).fill(alt);
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByRole('button', { name: 'Upload photo' })).toBeEnabled();
}

test('owner uploads a cover and a full gallery, arranges it, and the public page shows it', async ({ page }) => {
  test.setTimeout(180_000);
  await signInContext(page.request, server.url, demo.owner);
  const id = await premiumListingId(page);
  await page.goto(`${server.url}/dashboard/businesses/${id}`);
  await expect(page.getByRole('heading', { name: 'Photos', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View live listing' })).toHaveAttribute('href', new RegExp(`^/business/${id}`));

  // Cover by drag-and-drop: a DataTransfer with the phone photo dropped on the zone.
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
  await expect(page.getByRole('img', { name: 'Captain Ray holding a bull redfish on the boat' })).toBeVisible();

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
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/editor-1280.png`, fullPage: true });

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
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/business-${width}.png`, fullPage: true });
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
  if (shots) await page.screenshot({ path: `${shots}/lightbox-1280.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();

  // Directory card uses the cover.
  await page.goto(`${server.url}/business-directory`);
  await expect(page.locator(`article:has(a[href^="/business/${id}"]) picture source[type="image/avif"]`).first()).toBeAttached();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the plain upload form sets a cover and says so', async ({ page }) => {
    await signInContext(page.request, server.url, demo.owner2);
    const mine = (await (await page.request.get(`${server.url}/api/businesses/my`)).json()) as {
      id: number;
      approved: boolean;
    }[];
    const id = mine.find((b) => b.approved)!.id;
    await page.goto(`${server.url}/dashboard/businesses/${id}`);
    await page.getByLabel('Photo', { exact: true }).setInputFiles(join(photoDir, 'g3.jpg'));
    await page.getByLabel('Alt text', { exact: true }).fill('Front porch with rocking chairs');
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/businesses/${id}#photos$`));
    await expect(page.getByText('Your cover photo is saved.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Front porch with rocking chairs' })).toBeVisible();
  });
});
