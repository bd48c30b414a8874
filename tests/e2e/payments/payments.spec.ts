/**
 * The whole premium path without a Stripe key: signup → built-in test checkout → return toast on the
 * directory → admin approval → Premium badge on the listing's public page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../../helpers/axe';
import { continueFromVerificationMail } from '../../helpers/owners';
import { screenshot, screenshotAtWidths } from '../../helpers/screenshot';

const outboxDir = join(process.env.E2E_DATA_DIR!, 'outbox');

/** From the check-email page through the mailed link straight to the checkout of the listing, on the plan chosen at signup. */
async function payAfterVerification(page: Page, email: string, businessName: string, plan: 'Monthly' | 'Yearly') {
  await continueFromVerificationMail(page, outboxDir, email);
  await page.waitForURL(/\/checkout\/test\/test_cs_/);
  await expect(page.getByText(businessName)).toBeVisible();
  await expect(page.getByText(plan === 'Yearly' ? '$995/year' : '$99/month')).toBeVisible();
}

test('signup, pay in the test checkout, see the toast, get approved, show as Premium', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const email = `e2e-${stamp}@example.com`;
  const businessName = `Lighthouse Lagoon Kayaks ${stamp}`;

  await page.goto('/business-signup');
  await page.getByLabel('First Name').fill('Kay');
  await page.getByLabel('Last Name').fill('Paddler');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(`Mangrove-${stamp}-Channel`);
  await page.getByLabel('Confirm Password').fill(`Mangrove-${stamp}-Channel`);
  await page.getByLabel('Business Name').fill(businessName);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Description').fill('Guided kayak tours through the Lighthouse Lakes paddling trail.');
  await page.getByLabel('Phone').fill('361-555-0123');
  await page.getByText('Yearly · $995').click();
  // Beside the button: what happens next (account, confirm the e-mail, pay).
  await expect(page.getByText('Confirm your email with it and you go straight to the payment page')).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(
      page.locator('form').filter({ has: page.getByRole('button', { name: 'Continue to Payment' }) }),
      `payments-signup-form-${width}`,
    );
  }
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await payAfterVerification(page, email, businessName, 'Yearly');

  await page.waitForURL(/\/checkout\/test\/test_cs_/);
  await expect(page.getByText('Test mode – no card is charged')).toBeVisible();
  await expect(page.getByText(businessName)).toBeVisible();
  await expect(page.getByText('$995/year')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'payments-test-checkout');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Complete test payment' }).click();
  await page.waitForURL(/\/business-directory/);
  const notice = page.getByRole('region', { name: /Notifications/ });
  // One assertion for title and text: the toast hides itself after 10 s, even on a slow machine.
  await expect(notice).toContainText(/Success! 🎉\s*Your premium listing is paid and waiting for approval/);
  await expect(page).toHaveURL(/\/business-directory$/);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'payments-return-toast');
  // The message stays in the page with the way on: the listing just paid for, in the dashboard.
  await page.getByRole('link', { name: 'Open your listing in the dashboard' }).click();
  await page.waitForURL(/\/dashboard\/businesses\/\d+$/);
  await expect(page.getByRole('heading', { name: new RegExp(businessName) }).first()).toBeVisible();
  await page.goto('/business-directory');

  // Refreshing the bare directory shows no payment message and creates nothing.
  await page.reload();
  await expect(page.getByText('Success! 🎉')).toHaveCount(0);

  const mine = await page.request.get('/api/businesses/my');
  const listing = ((await mine.json()) as { id: number; name: string; premium: boolean; approved: boolean }[]).find(
    (b) => b.name === businessName,
  )!;
  expect(listing).toMatchObject({ premium: true, approved: false });

  const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const adminPage = await admin.newPage();
  const login = await adminPage.request.post('/api/login', {
    data: { email: 'admin@example.com', password: 'portaransas-demo' },
    headers: { Origin: test.info().project.use.baseURL! },
  });
  expect(login.status()).toBe(200);
  const approve = await adminPage.request.patch(`/api/admin/businesses/${listing.id}/approve`, {
    data: { approved: true },
    headers: { Origin: test.info().project.use.baseURL! },
  });
  expect(approve.status()).toBe(200);
  await admin.close();

  // The owner's dashboard: renewal date, then cancellation with the spec's toast and the end date.
  await page.goto('/dashboard');
  const card = page.getByRole('listitem').filter({ hasText: businessName });
  await expect(card.getByText(/Yearly plan · renews/)).toBeVisible();
  let confirmText = '';
  page.once('dialog', (dialog) => {
    confirmText = dialog.message();
    void dialog.accept();
  });
  await card.getByRole('link', { name: 'Cancel Subscription' }).click();
  // The confirmation names the end date and says whether a renewal inside the notice is charged. A yearly plan
  // cancelled in its first month keeps the paid year: nothing more is charged.
  expect(confirmText).toMatch(
    new RegExp(
      `^Cancel Premium for ${businessName}\\? It stays Premium until \\w{3} \\d{2}, \\d{4}, the end of the year you already paid for \\(later than the 45 days' notice\\), then becomes a free listing\\. No renewal falls before that date, so nothing more is charged\\.$`,
    ),
  );
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(
    /Cancellation Scheduled\s*Your subscription cancellation has been scheduled for \w{3} \d{2}, \d{4}, the end of the period you already paid for\./,
  );
  await expect(card.getByText(/Cancellation Scheduled: premium until/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'payments-dashboard-cancelled');
  await page.goto('/dashboard?tab=subscription');
  await expect(page.getByText('Premium Active')).toBeVisible();
  await expect(page.getByText(new RegExp(`${businessName}: Cancellation Scheduled`))).toBeVisible();
  await screenshotAtWidths(page, 'payments-dashboard-subscription');

  const visitor = await browser.newPage();
  await visitor.goto(`/business/${listing.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(visitor.getByText('Premium', { exact: true })).toBeVisible();
  await visitor.close();
});

test('canceling in the test checkout shows Payment Canceled and leaves the listing unpaid', async ({ page }) => {
  const stamp = `${Date.now().toString(36)}c`;
  await page.goto('/business-signup');
  await page.getByLabel('First Name').fill('Cam');
  await page.getByLabel('Last Name').fill('Celler');
  await page.getByLabel('Email').fill(`e2e-${stamp}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(`Sandbar-${stamp}-Pelican`);
  await page.getByLabel('Confirm Password').fill(`Sandbar-${stamp}-Pelican`);
  await page.getByLabel('Business Name').fill(`Pelican Pier Snacks ${stamp}`);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Description').fill('Snow cones and shrimp baskets on the pier.');
  await page.getByLabel('Phone').fill('361-555-0199');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await payAfterVerification(page, `e2e-${stamp}@example.com`, `Pelican Pier Snacks ${stamp}`, 'Monthly');
  await page.waitForURL(/\/checkout\/test\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/\/business-directory/);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Payment Canceled')).toBeVisible();
  await expect(page).toHaveURL(/\/business-directory$/);
  const mine = (await (await page.request.get('/api/businesses/my')).json()) as { premium: boolean }[];
  expect(mine.every((b) => !b.premium)).toBe(true);

  // The unpaid listing offers checkout again from the dashboard.
  await page.goto('/dashboard');
  const card = page.getByRole('listitem').filter({ hasText: `Pelican Pier Snacks ${stamp}` });
  await expect(card.getByText('Payment not completed: the listing is not premium yet.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'payments-dashboard-unpaid');
  await card.getByText('Yearly $995/year').click();
  await card.getByRole('button', { name: 'Complete Payment' }).click();
  await page.waitForURL(/\/checkout\/test\//);
  await expect(page.getByText('$995/year')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the test checkout is a plain form and the directory shows the result in the page', async ({ page, baseURL }) => {
    const stamp = `${Date.now().toString(36)}n`;
    const password = `Heron-${stamp}-Jetty`;
    const headers = { Origin: baseURL! };
    expect(
      (
        await page.request.post('/api/register', {
          data: { email: `nojs-${stamp}@example.com`, password, firstName: 'Noah', lastName: 'Script' },
          headers,
        })
      ).status(),
    ).toBe(201);
    expect(
      (await page.request.post('/api/login', { data: { email: `nojs-${stamp}@example.com`, password }, headers })).status(),
    ).toBe(200);
    const created = await page.request.post('/api/businesses', {
      data: {
        name: `Heron Jetty Rentals ${stamp}`,
        category: 'Retail',
        description: 'Bikes and beach carts by the jetty.',
        phone: '361-555-0142',
        plan: 'premium',
      },
      headers,
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const checkout = await page.request.post(`/api/businesses/${id}/upgrade`, { data: { subscriptionType: 'monthly' }, headers });
    await page.goto(((await checkout.json()) as { checkoutUrl: string }).checkoutUrl);
    await expect(page.getByText('Test mode – no card is charged')).toBeVisible();
    await page.getByRole('button', { name: 'Complete test payment' }).click();
    await page.waitForURL(/\/business-directory\?success=true/);
    await expect(page.getByRole('status').filter({ hasText: 'Success! 🎉' })).toBeVisible();
    // The way on is the listing just paid for, in the dashboard.
    await expect(page.getByRole('link', { name: 'Open your listing in the dashboard' })).toHaveAttribute(
      'href',
      /^\/dashboard\/businesses\/\d+$/,
    );
  });
});
