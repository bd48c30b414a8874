/**
 * Every charge and cancellation asks first, without JavaScript too, at 390 and
 * 1280 px: the test checkout states the price, the renewal and the terms before paying; the dashboard's
 * Cancel Subscription (a dead button without JavaScript before) opens the Billing page's confirmation
 * step, which states the date and the charge still to come; the switch states the amount first.
 * (Axe needs JavaScript; billing.spec.ts checks the same confirmation steps with it.)
 */
import { expect, test } from '../../helpers/playwright';
import { join } from 'node:path';
import { newAccount, signInContext, validListing } from '../../helpers/owners';
import { screenshotAtWidths } from '../../helpers/screenshot';

const outboxDir = join(process.env.E2E_DATA_DIR!, 'outbox');

for (const width of [390, 1280]) {
  test(`without JavaScript: pay after the terms, cancel and switch only after a confirmation step (${width} px)`, async ({
    browser,
  }) => {
    const base = test.info().project.use.baseURL!;
    const { client, email } = await newAccount(base, outboxDir);
    const name = `Quiet Water Kayaks ${width} ${Date.now().toString(36)}`;
    const created = await client.post<{ id: number }>('/api/businesses', { ...validListing, name });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id;

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInContext(page.request, base, email, 'tidepool-lantern-42');

    // The upgrade page starts the checkout; the checkout states price, renewal and the terms before paying.
    await page.goto(`${base}/dashboard/businesses/${id}/upgrade`);
    await expect(page.getByTestId('payment-terms')).toContainText("Cancelling takes 45 days' notice");
    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await page.waitForURL(/\/checkout\/test\/test_cs_/);
    await expect(page.getByText('Renews', { exact: true })).toBeVisible();
    await expect(page.getByTestId('payment-terms')).toContainText('Premium renews automatically');
    await screenshotAtWidths(page, 'no-js-checkout-terms', { fullPage: true });
    await page.getByRole('button', { name: 'Complete test payment' }).click();
    await page.waitForURL(/\/business-directory/);

    // The dashboard's Cancel Subscription is a link to the confirmation step: nothing changes on one tap.
    await page.goto(`${base}/dashboard`);
    const card = page.getByRole('listitem').filter({ hasText: name });
    await card.getByRole('link', { name: 'Cancel Subscription' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/billing/${id}\\?confirm=cancel#confirm-cancel$`));
    const confirm = page.getByRole('form', { name: 'Confirm the cancellation' });
    await expect(confirm).toBeVisible();
    await expect(page.getByTestId('cancel-notice')).toContainText(
      /It stays Premium until \w{3} \d{2}, \d{4} \(45 days' notice\), then becomes a free listing\. Still to come: your renewal on/,
    );
    await screenshotAtWidths(page, 'no-js-billing-confirm-cancel', { fullPage: true });
    // "Keep Premium" leaves everything as it was.
    await confirm.getByRole('link', { name: 'Keep Premium' }).click();
    await expect(page.getByText('Premium Active')).toBeVisible();
    await page.getByRole('link', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, cancel Premium' }).click();
    await expect(page.getByText(/Cancellation Scheduled: premium until/)).toBeVisible();
    await expect(page.getByTestId('charges-to-come')).toContainText(
      /Still to come: your renewal on \w{3} \d{2}, \d{4} is charged/,
    );
    await screenshotAtWidths(page, 'no-js-billing-cancelled', { fullPage: true });

    // Undo, then the switch: the amount and the date are stated before the charge.
    await page.getByRole('button', { name: 'Undo cancellation' }).click();
    await expect(page.getByText('Premium Active')).toBeVisible();
    await page.getByRole('link', { name: 'Switch to yearly' }).click();
    const confirmSwitch = page.getByRole('form', { name: 'Confirm the switch to yearly' });
    await expect(confirmSwitch).toContainText(/\$[\d,]+\.\d\d is charged today to\s+the test card\./);
    await screenshotAtWidths(page, 'no-js-billing-confirm-switch', { fullPage: true });
    await confirmSwitch.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d and switch$/ }).click();
    await expect(page.getByText('Yearly ($995/year)')).toBeVisible();
    await page.setViewportSize({ width, height: 900 }); // the screenshots leave it at 1280 px
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  });
}
