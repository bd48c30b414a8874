/** Claiming an unclaimed listing from the signup page (own server: it changes who owns what). */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { demo, signInContext, startOwnersServer, signupFormReady } from '../helpers/owners';
import type { TestServer } from '../helpers/server';

let server: TestServer;
test.beforeAll(async () => {
  server = await startOwnersServer({ demoData: true });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a verified owner claims an unclaimed business: pre-filled, locked, then theirs', async ({ page }) => {
  const base = server.url;
  await signInContext(page.request, base, demo.owner2);
  const unclaimed = (await (await page.request.get(`${base}/api/businesses?unclaimed=true&limit=1`)).json())[0] as {
    id: number;
    name: string;
    phone: string;
  };

  await page.goto(`${base}/list-your-business`);
  await signupFormReady(page);
  await expect(page.getByText(`Signed in as ${demo.owner2}`)).toBeVisible();
  await page.getByRole('link', { name: 'Claim Existing Business' }).click();
  await expect(page).toHaveURL(/mode=claim/);
  const picker = page.getByLabel('Select your business');
  await expect(picker.locator('option', { hasText: `${unclaimed.name} - ` })).toHaveCount(1);
  await picker.selectOption(String(unclaimed.id));

  await expect(page.getByLabel(/Business Name/)).toHaveValue(unclaimed.name);
  await expect(page.getByLabel(/Business Name/)).toHaveAttribute('readonly', '');
  await expect(page.getByLabel(/^Category/)).toHaveAttribute('readonly', '');
  await expect(page.getByText('Pre-filled')).toHaveCount(2);
  await expect(page.getByLabel('Phone')).toHaveValue(unclaimed.phone);
  await expect(page.getByText('You can update your claimed business details after payment.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(/Free Listing/).check();
  await page.getByLabel('Description').fill('Now run by its real owner: same great service, new hours.');
  await page.getByRole('button', { name: 'Submit Free Listing' }).click();
  await page.waitForURL(/submitted=\d+/);
  await expect(page.getByRole('heading', { name: 'Business Claimed Successfully' })).toBeVisible();

  await page.goto(`${base}/dashboard`);
  await expect(page.getByRole('heading', { name: unclaimed.name })).toBeVisible();
  const publicView = await (await page.request.get(`${base}/api/businesses/${unclaimed.id}`)).json();
  expect(publicView).toMatchObject({
    claimed: true,
    approved: true,
    description: 'Now run by its real owner: same great service, new hours.',
  });
});

test('claim mode without a chosen business says so and sends nothing', async ({ page }) => {
  await signInContext(page.request, server.url, demo.owner);
  await page.goto(`${server.url}/business-signup?mode=claim`);
  await signupFormReady(page);
  await page.getByLabel(/Free Listing/).check();
  await page.getByRole('button', { name: 'Submit Free Listing' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('No business selected to claim')).toBeVisible();
  await expect(page).toHaveURL(/mode=claim$/);
});

test('an already claimed business: Claiming Failed with the reason', async ({ page, browser }) => {
  const base = server.url;
  await signInContext(page.request, base, demo.owner);
  const target = (await (await page.request.get(`${base}/api/businesses?unclaimed=true&limit=1`)).json())[0] as { id: number };
  await page.goto(`${base}/business-signup?mode=claim&businessId=${target.id}`);
  await signupFormReady(page);
  await page.getByLabel(/Free Listing/).check();

  // Someone else wins the race between page load and submit.
  const rival = await browser.newContext();
  await signInContext(rival.request, base, demo.owner2);
  expect(
    (
      await rival.request.post(`${base}/api/businesses/claim`, { data: { businessId: target.id }, headers: { Origin: base } })
    ).status(),
  ).toBe(200);
  await rival.close();

  await page.getByRole('button', { name: 'Submit Free Listing' }).click();
  const toast = page.getByRole('region', { name: /Notifications/ });
  await expect(toast.getByText('Claiming Failed')).toBeVisible();
  await expect(toast.getByText('This business has already been claimed.')).toBeVisible();
});
