/**
 * Owners edit their events, at 390 and 1280 px: the owner edits an approved event
 * from My Events and adds a photo; the public page keeps the approved version; the admin previews the
 * edit on the event's address and approves it on the confirmation page; only then the public page
 * shows the new title and photo. Without JavaScript the edit form keeps what was typed on a refusal.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { createdThrough, demo, signInContext } from '../../helpers/owners';
import { makePhoto } from '../../helpers/photos';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';

let server: TestServer;
useSite((site) => ({ server } = site), { demo: true, ownSiteUrl: true });

const shot = (page: Page, name: string) => screenshot(page, `event-edits-${name}`);
const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

/** An event of the demo owner, approved by the admin over the API. */
async function approvedEvent(page: Page, title: string): Promise<number> {
  const base = server.url;
  const owner = await page.context().browser()!.newContext();
  await signInContext(owner.request, base, demo.owner);
  const id = await createdThrough(owner.request, base, '/api/events', {
    title,
    description: 'Decorated boats parade through the harbor after sunset.',
    category: 'Holiday',
    location: 'Port Aransas Harbor',
    startDate: '2032-12-12T18:00',
    endDate: '2032-12-12T20:00',
  });
  await owner.close();
  const admin = await page.context().browser()!.newContext();
  await signInContext(admin.request, base, demo.admin);
  expect(
    (
      await admin.request.patch(`${base}/api/admin/events/${id}/approve`, { data: { approved: true }, headers: { Origin: base } })
    ).status(),
  ).toBe(200);
  await admin.close();
  return id;
}

for (const width of [390, 1280]) {
  test(`an owner's edit and photo wait for the admin; the public page changes only then (${width} px)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const base = server.url;
    const title = `Lighted Boat Parade ${width}`;
    const newTitle = `Lighted Boat Parade & Fireworks ${width}`;
    const id = await approvedEvent(page, title);
    await page.setViewportSize({ width, height: 900 });
    await signInContext(page.request, base, demo.owner);

    // My Events: title, date, status and the Edit action.
    await page.goto(`${base}/dashboard?tab=events`);
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('Approved')).toBeVisible();
    await noSideways(page);
    await shot(page, `my-events-${width}`);
    await card.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${title}` })).toBeVisible();
    await expect(page.locator('astro-island[component-url*="EventSubmitForm"]:not([ssr])')).toHaveCount(1);
    await expect(page.getByLabel('Event Title')).toHaveValue(title);
    // A one-off event: its Starts label has no series hint.
    await expect(page.getByLabel('Starts (Central time)', { exact: true })).toHaveValue('2032-12-12T18:00');

    // Add a photo (a plain multipart form: redirect back with a toast); it waits for review.
    await page.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'parade.jpg',
      mimeType: 'image/jpeg',
      buffer: await makePhoto({ width: 1600, height: 900, hue: 280, phoneExif: true }),
    });
    await page.getByLabel('Alt text').fill('Boats strung with lights in the harbor at night');
    await page.getByRole('button', { name: 'Upload image' }).click();
    await expect(page.getByText('Your new image is saved.').first()).toBeVisible();
    await expect(page.locator('[data-pending-image]')).toContainText('Boats strung with lights in the harbor at night');

    // Edit the title with JavaScript on: back to My Events with the review note.
    await page.getByLabel('Event Title').fill(newTitle);
    await noSideways(page);
    await expectNoAxeViolations(page);
    await shot(page, `edit-form-${width}`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=events$/);
    await expect(page.getByText('They will show once our team approves them').first()).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Your changes wait for review')).toBeVisible();

    // The public still sees the approved version.
    const visitor = await browser.newContext({ viewport: { width, height: 900 } });
    const publicPage = await visitor.newPage();
    await publicPage.goto(`${base}/events/${id}`);
    await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(publicPage.locator('article').first().locator('picture source[type="image/avif"]')).toHaveCount(0);

    // The admin previews the edit on the event's address and approves it on the confirmation page.
    const admin = await browser.newContext({ viewport: { width, height: 900 } });
    await signInContext(admin.request, base, demo.admin);
    const adminPage = await admin.newPage();
    await adminPage.goto(`${base}/admin?tab=revisions`);
    const revision = adminPage.getByRole('listitem').filter({ hasText: `Changes to ${title}` });
    await expect(revision.getByText('Title proposed')).toBeVisible();
    await expect(revision.getByRole('img', { name: 'Boats strung with lights in the harbor at night' })).toBeVisible();
    await noSideways(adminPage);
    const previewHref = await revision.getByRole('link', { name: /Preview with these changes/ }).getAttribute('href');
    await adminPage.goto(`${base}${previewHref}`);
    await expect(adminPage.getByText('Preview of a pending edit, not public.')).toBeVisible();
    await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    await expect(adminPage.getByRole('img', { name: 'Boats strung with lights in the harbor at night' })).toBeVisible();
    await noSideways(adminPage);
    await shot(adminPage, `admin-preview-${width}`);
    await adminPage.getByRole('button', { name: 'Approve changes' }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name: `Publish the edit of ${title}?` })).toBeVisible();
    await adminPage.getByRole('button', { name: 'Publish edit' }).click();
    await expect(adminPage).toHaveURL(/\/admin\?tab=revisions$/);
    await expect(adminPage.getByText('Revision approved successfully').first()).toBeVisible();
    await admin.close();

    // Now the public page shows the new title and the photo (responsive, eager, with its alt text).
    await publicPage.goto(`${base}/events/${id}`);
    await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    const hero = publicPage.getByRole('img', { name: 'Boats strung with lights in the harbor at night' });
    await expect(hero).toBeVisible();
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    // Visible is not loaded: poll until the uploaded file has been decoded.
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && /\/uploads\//.test(img.currentSrc)))
      .toBe(true);
    await noSideways(publicPage);
    await expectNoAxeViolations(publicPage);
    await shot(publicPage, `event-page-photo-${width}`);
    await visitor.close();
  });
}

test('without JavaScript the edit form keeps what was typed on a refusal, then saves (390 px)', async ({ browser }) => {
  const base = server.url;
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
  await signInContext(context.request, base, demo.owner);
  const page = await context.newPage();
  const id = await approvedEvent(page, 'No-JS Sandcastle Contest');
  await page.goto(`${base}/dashboard/events/${id}`);
  await page.getByLabel('Event Title').fill('Sandcastle Contest (new date)');
  await page.getByLabel('Location').fill('Beach marker 20');
  await page.getByLabel('Ends (Central time)').fill('2032-12-12T17:00');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('End must be after the start')).toBeVisible();
  await expect(page.getByLabel('Event Title')).toHaveValue('Sandcastle Contest (new date)');
  await expect(page.getByLabel('Location')).toHaveValue('Beach marker 20');
  await shot(page, 'edit-refused-nojs-390');
  await page.getByLabel('Ends (Central time)').fill('2032-12-12T21:00');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=events$/);
  await expect(page.getByText('Your changes wait for review')).toBeVisible();
  // The status forms work without JavaScript too.
  await page.goto(`${base}/dashboard/events/${id}`);
  await page.getByRole('button', { name: 'Mark postponed' }).click();
  await expect(page.getByText('Event marked postponed').first()).toBeVisible();
  expect(((await (await page.request.get(`${base}/api/events/${id}`)).json()) as { status: string }).status).toBe('postponed');
  await context.close();
});
