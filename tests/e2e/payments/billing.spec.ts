/**
 * Billing self-service and the signed-in shell in test mode, as an owner
 * walks it at 390 and 1280 px: 'Upgrade to Premium' on the Subscription tab upgrades the listing picked
 * there, the test checkout says nothing of success before paying, the return toast fits an existing
 * listing, 'Manage billing' opens the listing's billing page (test card, invoices from our records),
 * switch yearly → monthly, cancel with the notice stated, undo; Dashboard/Logout in the header and
 * footer of a prerendered page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../../helpers/axe';
import { demo, DEMO_PASSWORD, newAccount, validListing } from '../../helpers/owners';
import { screenshotAtWidths } from '../../helpers/screenshot';

const outboxDir = join(process.env.E2E_DATA_DIR!, 'outbox');

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test('upgrade the chosen listing, pay, manage billing: switch plan, cancel with the notice, undo', async ({ page, browser }) => {
  const base = test.info().project.use.baseURL!;
  const { client, email } = await newAccount(base, outboxDir);
  const stamp = Date.now().toString(36);
  const names = [`Channel View Cafe ${stamp}`, `Jetty Bait House ${stamp}`];
  const ids: number[] = [];
  for (const name of names) {
    const res = await client.post<{ id: number }>('/api/businesses', { ...validListing, name });
    expect(res.status, res.text).toBe(201);
    ids.push(res.body.id);
  }
  const admin = await browser.newContext({ baseURL: base });
  const login = await admin.request.post('/api/login', {
    data: { email: demo.admin, password: DEMO_PASSWORD },
    headers: { Origin: base },
  });
  expect(login.status()).toBe(200);
  for (const id of ids)
    expect(
      (
        await admin.request.patch(`/api/admin/businesses/${id}/approve`, { data: { approved: true }, headers: { Origin: base } })
      ).status(),
    ).toBe(200);
  await admin.close();

  expect(
    (
      await page.request.post('/api/login', { data: { email, password: 'tidepool-lantern-42' }, headers: { Origin: base } })
    ).status(),
  ).toBe(200);

  // The Subscription tab offers an upgrade per listing; the second one is chosen. The plan is picked while the
  // page's scripts are held back, as on a slow phone: the choice must survive the island's hydration.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard?tab=subscription', { waitUntil: 'commit' });
  await expect(page.getByText('Free Plan')).toBeVisible();
  const chosen = page
    .getByRole('list', { name: 'Listings you can upgrade' })
    .getByRole('listitem')
    .filter({ hasText: names[1]! });
  await chosen.getByText('Yearly $995/year').click();
  release();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.unroute('**/_astro/*.js');
  await expect(chosen.getByRole('radio', { name: /Yearly/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'billing-subscription-free', { fullPage: true });
  await chosen.getByRole('button', { name: `Upgrade to Premium: ${names[1]}` }).click();

  // The test checkout is for that listing, and says nothing of success before paying.
  await page.waitForURL(/\/checkout\/test\/test_cs_/);
  await expect(page.getByText(names[1]!)).toBeVisible();
  await expect(page.getByText('$995/year')).toBeVisible();
  await expect(page.getByText(/Success/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete test payment' }).click();
  await page.waitForURL(/\/business-directory/);
  await expect(toasts(page)).toContainText(/Payment Successful!\s*Your premium subscription is active/);
  await expect(toasts(page)).not.toContainText(/created|verify/i);

  // Manage billing opens this listing's billing page (test mode: no Stripe portal).
  await page.goto('/dashboard?tab=subscription');
  await expect(page.getByText('You have 1 premium listing.')).toBeVisible();
  await page.getByRole('button', { name: `Manage billing for ${names[1]}` }).click();
  await page.waitForURL(new RegExp(`/dashboard/billing/${ids[1]}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Billing for ${names[1]}` })).toBeVisible();
  await expect(page.getByText('Test card •••• 4242')).toBeVisible();
  const invoices = page.getByTestId('invoices');
  await expect(invoices.getByRole('listitem')).toHaveCount(1);
  await expect(invoices).toContainText('First payment · Yearly');
  await expect(invoices).toContainText('Paid $995.00');
  await expect(page.getByText('1 invoice, newest first.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'billing-yearly', { fullPage: true });

  // Yearly → monthly right after paying: the unused year is credited, more than a month costs.
  await expect(page.getByTestId('switch-terms')).toContainText(/nothing today, and \$[\d,.]+ stays as credit/);
  // The switch asks first, with the amount, the date and what happens next.
  await page.getByRole('link', { name: 'Switch to monthly' }).click();
  const confirmSwitch = page.getByRole('form', { name: 'Confirm the switch to monthly' });
  await expect(confirmSwitch).toContainText(/Nothing is charged today to\s+the test card\. Your monthly plan starts today/);
  await expect(page.getByText('Monthly ($99/month)', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'billing-confirm-switch');
  await confirmSwitch.getByRole('button', { name: 'Switch to monthly' }).click();
  await expect(toasts(page)).toContainText(/Plan Updated\s*Your listing is now on the monthly plan \(\$99\/month\)/);
  await expect(page.getByText('Monthly ($99/month)')).toBeVisible();
  await expect(invoices.getByRole('listitem')).toHaveCount(2);
  await expect(invoices.getByRole('listitem').first()).toContainText(/Plan switch · Monthly.*Credit \$/s);

  // Cancel: the notice states the end date and the renewal inside it; then undo before that date.
  await expect(page.getByTestId('cancel-notice')).toContainText(
    /It stays Premium until \w{3} \d{2}, \d{4} \(45 days' notice\).*your renewal on \w{3} \d{2}, \d{4} is charged/,
  );
  await page.getByRole('link', { name: 'Cancel Subscription' }).click();
  const confirmCancel = page.getByRole('form', { name: 'Confirm the cancellation' });
  await expect(confirmCancel).toBeVisible();
  await expect(page.getByText(/Cancellation Scheduled: premium until/)).toHaveCount(0);
  await screenshotAtWidths(page, 'billing-confirm-cancel');
  await confirmCancel.getByRole('button', { name: 'Yes, cancel Premium' }).click();
  await expect(toasts(page)).toContainText('Cancellation Scheduled');
  // The charge still to come is repeated on the page.
  await expect(page.getByTestId('charges-to-come')).toContainText(/Still to come: your renewal on \w{3} \d{2}, \d{4} is charged/);
  await expect(page.getByText(/Cancellation Scheduled: premium until/)).toBeVisible();
  await expect(page.getByText('Undo the scheduled cancellation below to switch plans.')).toBeVisible();
  await screenshotAtWidths(page, 'billing-cancel-scheduled', { fullPage: true });
  await page.getByRole('button', { name: 'Undo cancellation' }).click();
  await expect(toasts(page)).toContainText(/Cancellation Undone\s*Premium continues and renews as before/);
  await expect(page.getByText('Premium Active')).toBeVisible();
  await expect(page.getByText('Next renewal')).toBeVisible();

  await page.goto('/dashboard?tab=subscription');
  await expect(page.getByText('You have 1 premium listing.')).toBeVisible();
  await screenshotAtWidths(page, 'billing-subscription-premium', { fullPage: true });

  // The signed-in shell on a prerendered page: Dashboard and Logout, no Business Login; on a phone
  // the account strip shows without opening the menu.
  await page.goto('/privacy');
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Business Login')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'billing-signed-in-header');
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(account.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await account.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${base}/`);
  await expect(page.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Business Login' })).toBeVisible();

  // With the Free plan chosen, the period toggles look disabled, not blue.
  await page.goto('/business-signup');
  await page.getByLabel('Free Listing').check();
  const yearly = page.locator('label').filter({ hasText: 'Yearly · $995' });
  const monthly = page.locator('label').filter({ hasText: 'Monthly · $99' });
  await expect(monthly.getByRole('radio')).toBeDisabled();
  for (const label of [monthly, yearly]) {
    await expect(label).toHaveCSS('cursor', 'not-allowed');
    await expect(label).not.toHaveClass(/bg-ocean-700/);
  }
  await monthly.scrollIntoViewIfNeeded();
  await screenshotAtWidths(page, 'billing-plan-picker-free');
});
