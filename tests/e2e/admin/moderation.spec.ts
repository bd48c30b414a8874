/**
 * Moderation journeys at 390 px and 1280 px: the admin previews a pending listing, rejects it with a
 * reason (confirm, reason field, spec toast), the owner sees "Rejected" with the reason in the
 * dashboard. The admin lists read as cards on a phone (no sideways scrolling). Screenshots in test-results/.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { waitForMail } from '../../helpers/mail';
import { createdThrough, demo, signInContext, validListing } from '../../helpers/owners';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';

let server: TestServer;
useSite((site) => ({ server } = site), { demo: true, ownSiteUrl: true });

const shot = (page: Page, name: string) => screenshot(page, `moderation-${name}`);
const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

for (const width of [390, 1280]) {
  test(`reject with a reason, seen by the owner (${width} px)`, async ({ page, browser }) => {
    const base = server.url;
    await page.setViewportSize({ width, height: 900 });
    const ownerContext = await browser.newContext({ viewport: { width, height: 900 } });
    const owner = await ownerContext.newPage();
    await signInContext(owner.request, base, demo.owner);
    const name = `Gull Point Rentals ${width}`;
    const id = await createdThrough(owner.request, base, '/api/businesses', { ...validListing, name });

    await signInContext(page.request, base, demo.admin);
    await page.goto(`${base}/admin`);
    await expect(page.locator('astro-island[component-url*="AdminDashboard"]:not([ssr])')).toHaveCount(1);
    await page.getByLabel('Search businesses').fill(name);
    await expect(page.getByText('1 business', { exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await noSideways(page);
    await expectNoAxeViolations(page);
    await shot(page, `admin-businesses-${width}`);

    // Preview: the public page of the pending listing, with the banner, for the admin only.
    const preview = row.getByRole('link', { name: /Preview as the public will see it/ });
    await expect(preview).toHaveAttribute('href', new RegExp(`/business/${id}`));
    const previewPage = await page.context().newPage();
    await previewPage.setViewportSize({ width, height: 900 });
    await previewPage.goto(`${base}${await preview.getAttribute('href')}`);
    await expect(previewPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(previewPage.getByText('Preview, not public.')).toBeVisible();
    await shot(previewPage, `preview-${width}`);
    await previewPage.close();

    await row.getByRole('button', { name: /^Reject/ }).click();
    await row.getByLabel('Reason (sent to the owner)').fill('Please add your opening hours.');
    await row.getByRole('button', { name: /^Reject listing/ }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Business rejected successfully')).toBeVisible();
    await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(row.getByText('Reason: Please add your opening hours.')).toBeVisible();
    await waitForMail(server.outboxDir, (m) => m.to.includes(demo.owner) && m.body.includes('Please add your opening hours.'));
    await shot(page, `admin-rejected-${width}`);

    // The other tabs read as cards on a phone too.
    for (const tab of ['Events', 'Contacts', 'Users']) {
      await page.getByRole('tab', { name: tab }).click();
      await noSideways(page);
    }
    await shot(page, `admin-users-${width}`);

    await owner.goto(`${base}/dashboard`);
    const card = owner.getByRole('listitem').filter({ hasText: name });
    await expect(card.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(card.getByText('Reason: Please add your opening hours.')).toBeVisible();
    await expect(card.getByText('Pending', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(owner);
    await shot(owner, `owner-rejected-${width}`);
    await ownerContext.close();
  });
}

test('approve asks first and names what happens; dismissed, nothing changes', async ({ page }) => {
  const base = server.url;
  const title = 'Confirmed Crab Race';
  await signInContext(page.request, base, demo.owner);
  await createdThrough(page.request, base, '/api/events', {
    title,
    description: 'Hermit crabs race down the boardwalk.',
    category: 'Community',
    location: 'Boardwalk',
    startDate: '2033-05-01T10:00',
    endDate: '2033-05-01T12:00',
  });
  await signInContext(page.request, base, demo.admin);
  await page.goto(`${base}/admin?tab=events`);
  await expect(page.locator('astro-island[component-url*="AdminDashboard"]:not([ssr])')).toHaveCount(1);
  const row = page.getByRole('row').filter({ hasText: title });
  let message = '';
  page.once('dialog', (d) => {
    message = d.message();
    void d.dismiss();
  });
  await row.getByRole('button', { name: /^Approve/ }).click();
  expect(message).toBe(`Approve ${title}? It appears on the events calendar at once and its author is e-mailed.`);
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  const stored = (await (await page.request.get(`${base}/api/admin/events?status=pending`)).json()) as { title: string }[];
  expect(stored.map((e) => e.title)).toContain(title);
});
