/**
 * Refunds on rejection in a real browser, at 390 px and 1280 px: rejecting a listing whose plan is paid (still in
 * review, so refunded in full) warns the admin (plan, paid period, refund) before confirming, in the island and on the no-JavaScript
 * confirmation page; confirming shows what was refunded. An active premium listing is offered no
 * "Feature" button (it is featured already). Screenshots in SCREENSHOT_DIR when set.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { createdThrough, demo, signInContext, validListing } from '../../helpers/owners';
import { screenshot } from '../../helpers/screenshot';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';

let server: TestServer;
useSite((site) => ({ server } = site), { demo: true, ownSiteUrl: true });

/** A listing of the demo owner, paid yearly through the test checkout (it stays pending review). */
async function paidListing(owner: APIRequestContext, base: string, name: string): Promise<number> {
  const id = await createdThrough(owner, base, '/api/businesses', { ...validListing, name });
  const upgrade = await owner.post(`${base}/api/businesses/${id}/upgrade`, {
    data: { subscriptionType: 'yearly' },
    headers: { Origin: base },
  });
  expect(upgrade.status()).toBe(200);
  const { checkoutUrl } = (await upgrade.json()) as { checkoutUrl: string };
  const paid = await owner.post(new URL(checkoutUrl, base).href, {
    form: { action: 'complete' },
    headers: { Origin: base },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return id;
}

// The listing is still in review, never published: all of what it paid goes back.
const warningText =
  /This listing has an active yearly plan \(\$995\/year\): \$995\.00 paid for .+\. Confirming cancels the plan at once .+ refunds all of the \$995\.00 to the owner's card: none of the 36\d paid days was used\./;

for (const width of [390, 1280]) {
  test(`the island warns before rejecting a paid listing and says what was refunded; no Feature for premium (${width} px)`, async ({
    browser,
  }) => {
    const base = server.url;
    const ownerContext = await browser.newContext();
    await signInContext(ownerContext.request, base, demo.owner);
    const name = `Gulfside Parasail ${width}`;
    await paidListing(ownerContext.request, base, name);

    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInContext(page.request, base, demo.admin);
    await page.goto(`${base}/admin?tab=businesses&q=${encodeURIComponent(name)}`);
    // A click before the admin island has started does nothing: wait for it (Astro drops `ssr` then).
    await expect(page.locator('astro-island[component-url*="AdminDashboard"]:not([ssr])')).toHaveCount(1);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    // Featured by its plan, so no Feature button that would change nothing.
    await expect(row.getByText('Featured (premium)')).toBeVisible();
    await expect(row.getByRole('button', { name: new RegExp(`^Feature ${name}`) })).toHaveCount(0);
    await screenshot(row, `refund-featured-premium-row-${width}`);

    await row.getByRole('button', { name: new RegExp(`^Reject… ${name}`) }).click();
    const warning = row.getByTestId('refund-warning');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Paid plan: it is cancelled and refunded when you confirm');
    await expect(warning).toContainText(warningText);
    await expect(row.getByLabel('Reason (sent to the owner)')).toBeFocused();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await warning.scrollIntoViewIfNeeded();
    await screenshot(page, `refund-warning-island-${width}`, { fullPage: false });

    await row.getByLabel('Reason (sent to the owner)').fill('Parasail operators must show a current USCG license.');
    await row.getByRole('button', { name: new RegExp(`^Reject listing ${name}`) }).click();
    await expect(
      page.getByText(/Business rejected successfully\. The yearly plan was cancelled and \$\d+\.\d\d refunded to the owner/),
    ).toBeVisible();
    await screenshot(page, `refund-done-island-${width}`, { fullPage: false });
    await context.close();
    await ownerContext.close();
  });

  test(`the no-JavaScript confirmation page warns before unpublishing a paid listing (${width} px)`, async ({ browser }) => {
    const base = server.url;
    const ownerContext = await browser.newContext();
    await signInContext(ownerContext.request, base, demo.owner);
    const name = `Mustang Jet Ski ${width}`;
    const id = await paidListing(ownerContext.request, base, name);

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInContext(page.request, base, demo.admin);
    await page.goto(`${base}/admin/confirm?do=business.reject&id=${id}`);
    await expect(page.getByRole('heading', { name: `Reject ${name}?` })).toBeVisible();
    const warning = page.locator('#refund-warning');
    await expect(warning).toContainText(warningText);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, `refund-warning-nojs-${width}`);

    await page.getByLabel(/Reason \(sent to the owner\)/).fill('Jet ski rentals need a city permit on file.');
    await page.getByRole('button', { name: 'Reject listing' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=businesses/);
    await expect(page.getByText(/The yearly plan was cancelled and \$\d+\.\d\d refunded to the owner/)).toBeVisible();
    await screenshot(page, `refund-done-nojs-${width}`, { fullPage: false });

    // The owner's billing page lists the refund, though the plan has ended.
    const ownerPage = await ownerContext.newPage();
    await ownerPage.setViewportSize({ width, height: 900 });
    await ownerPage.goto(`${base}/dashboard/billing/${id}`);
    await expect(ownerPage.getByTestId('refunds')).toContainText(/Refunded \$\d+\.\d\d/);
    await expect(ownerPage.getByTestId('refunds')).toContainText(/unused of 36\d days paid/);
    expect(await ownerPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(ownerPage, `refund-billing-page-${width}`);
    await context.close();
    await ownerContext.close();
  });
}

test('the confirmation page with its warning passes axe (JavaScript on)', async ({ page }) => {
  const base = server.url;
  await signInContext(page.request, base, demo.owner);
  const id = await paidListing(page.request, base, 'Axe Check Parasail');
  await signInContext(page.request, base, demo.admin);
  await page.goto(`${base}/admin/confirm?do=business.reject&id=${id}`);
  await expect(page.locator('#refund-warning')).toContainText(warningText);
  await expectNoAxeViolations(page);
});
