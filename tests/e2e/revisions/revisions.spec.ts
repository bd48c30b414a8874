/** An admin reviews a live listing's pending rename as a before/after card and publishes it. */
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { demo, signInContext, myListings } from '../../helpers/owners';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';

let server: TestServer;
useSite((site) => ({ server } = site), { demo: true, ownSiteUrl: true });

test('a rename waits while the listing stays live, then the admin publishes it (390 px)', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const base = server.url;
  const owner = await browser.newContext();
  await signInContext(owner.request, base, demo.owner);
  const mine = await myListings(owner.request, base);
  const listing = mine.find((b) => b.approved)!;
  const edit = await owner.request.patch(`${base}/api/businesses/${listing.id}`, {
    data: { name: `${listing.name} & Patio` },
    headers: { Origin: base },
  });
  expect(edit.status()).toBe(200);
  await owner.close();
  expect((await page.request.get(`${base}/business/${listing.id}`)).status()).toBe(200);

  await signInContext(page.request, base, demo.admin);
  await page.goto(`${base}/admin?tab=revisions`);
  await expect(page.locator('astro-island[component-url*="AdminDashboard"]:not([ssr])')).toHaveCount(1);
  const card = page.getByRole('listitem').filter({ hasText: `Changes to ${listing.name}` });
  await expect(card.getByText('Name now')).toBeVisible();
  await expect(card.getByText(`${listing.name} & Patio`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'revisions-admin-390');

  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: /Approve changes/ }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Revision approved successfully')).toBeVisible();
  const after = await (await page.request.get(`${base}/api/businesses/${listing.id}`)).json();
  expect(after.name).toBe(`${listing.name} & Patio`);
});
