/**
 * The 'Stay Connected' form and the double opt-in that follows, in Chromium against the
 * shared demo server: the island's states, the no-JavaScript form, the confirmation page's button and
 * the unsubscribe page's button, with the links read from the server's mail outbox. Screenshots at
 * 390 px and 1280 px (with SCREENSHOT_DIR set).
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { waitForMail } from '../../helpers/mail';
import { screenshotAtWidths } from '../../helpers/screenshot';

const outboxDir = join(process.env.E2E_DATA_DIR!, 'outbox');
const CHECK_EMAIL = 'Almost done: check your email and click the link in it to confirm your subscription.';
const CONFIRM_SUBJECT = /confirm your .* newsletter subscription/i;
const SUBSCRIBED_SUBJECT = /You're subscribed/;
/** The path of the first link to `path` in the newest mail to `email` whose subject matches. */
async function mailedLink(email: string, subject: RegExp, path: string): Promise<string> {
  const mail = await waitForMail(outboxDir, (m) => m.to.includes(email) && subject.test(m.subject));
  const url = new URL(mail.links.find((l) => new URL(l).pathname === path)!);
  return `${url.pathname}${url.search}`;
}

/** The island hydrates when visible; until then the form is a plain POST to /newsletter. */
async function hydratedForm(page: Page) {
  await page.goto('/');
  const section = page.locator('section[aria-labelledby="newsletter-heading"]');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('astro-island:not([ssr])')).toHaveCount(1);
  return {
    input: section.getByRole('textbox', { name: 'Email address' }),
    button: section.getByRole('button', { name: /Subscrib/ }),
    // The shared toast region (outcomes are toasts).
    status: page.getByRole('region', { name: 'Notifications (F8)' }),
  };
}

test.describe('newsletter island', () => {
  test('blank or whitespace input shows the spec message and sends nothing', async ({ page }) => {
    const { input, button, status } = await hydratedForm(page);
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/newsletter/subscribe')) sent++;
    });
    await button.click();
    await expect(status).toContainText('Please enter a valid email address.');
    // Keyboard dismissal: a mouse click on Close is swallowed by the toast's pointer capture (reported).
    await status.getByRole('button', { name: 'Close' }).press('Enter');
    await expect(status).not.toContainText('Please enter');
    await input.fill('   ');
    await button.click();
    await expect(status).toContainText('Please enter a valid email address.');
    expect(sent).toBe(0);
  });

  test('while sending the button reads Subscribing and the input is disabled; then Success! and the field is cleared', async ({
    page,
  }) => {
    const { input, button, status } = await hydratedForm(page);
    // Hold the real request until the pending state has been checked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/newsletter/subscribe', async (route) => {
      await held;
      await route.continue();
    });
    await input.fill(`island-${Date.now()}@example.com`);
    await button.click();
    await expect(page.getByRole('button', { name: 'Subscribing' })).toBeDisabled();
    await expect(input).toBeDisabled();
    release();
    await expect(status).toContainText('Success!');
    await expect(status).toContainText(CHECK_EMAIL);
    await expect(input).toHaveValue('');
    await expect(input).toBeEnabled();
  });

  test('a server rejection shows Error with the server message', async ({ page }) => {
    const { input, button, status } = await hydratedForm(page);
    await input.fill('not-an-address');
    await button.click();
    await expect(status).toContainText('Error');
    await expect(status).toContainText('Please enter a valid email address.');
  });

  test('without a server message the fallback text is shown', async ({ page }) => {
    const { input, button, status } = await hydratedForm(page);
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({ status: 502, body: 'Bad Gateway', contentType: 'text/plain' }),
    );
    await input.fill('fallback@example.com');
    await button.click();
    await expect(status).toContainText('Failed to subscribe. Please try again.');
  });

  test('without JavaScript: the form mails a link, its page subscribes on the button, the unsubscribe page unsubscribes on its button', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = `nojs-${Date.now()}@example.com`;
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toContainText(CHECK_EMAIL);
    await screenshotAtWidths(page, 'newsletter-check-email');

    await page.goto(await mailedLink(email, CONFIRM_SUBJECT, '/newsletter/confirm'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed!");

    await page.goto(await mailedLink(email, SUBSCRIBED_SUBJECT, '/newsletter/unsubscribe'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You've been unsubscribed");
    await context.close();
  });

  test('without JavaScript a refused address comes back as typed, with the message above the form', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // The browser's own email check stops this address before it is sent: post it as an older browser would.
    await page.route('**/newsletter', (route) =>
      route.continue({
        method: 'POST',
        postData: 'email=reader-at-example.com',
        headers: { ...route.request().headers(), 'content-type': 'application/x-www-form-urlencoded', origin: baseURL! },
      }),
    );
    const answer = page.waitForResponse((r) => r.url().endsWith('/newsletter'));
    await page.goto('/newsletter');
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText('Please enter a valid email address.');
    await expect(page.locator('main').getByRole('textbox', { name: 'Email address' })).toHaveValue('reader-at-example.com');
    await screenshotAtWidths(page, 'newsletter-refused');
    await context.close();
  });

  test('the confirmation and unsubscribe pages: opening asks, the button acts, a used link offers the form again', async ({
    page,
  }) => {
    const { input, button, status } = await hydratedForm(page);
    const email = `confirm-${Date.now()}@example.com`;
    await input.fill(email);
    await button.click();
    await expect(status).toContainText(CHECK_EMAIL);

    // Opening the link only asks (axe runs with JavaScript, so these pages are checked here).
    const confirm = await mailedLink(email, CONFIRM_SUBJECT, '/newsletter/confirm');
    await page.goto(confirm);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
    await expect(page.getByText(email)).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'newsletter-confirm');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed!");
    await expect(page.getByRole('status')).toHaveText("You've been subscribed to our newsletter.");
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'newsletter-subscribed');

    // Used once: the same link now offers the form again.
    await page.goto(confirm);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired');
    await expect(page.getByRole('heading', { name: 'Stay Connected' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'newsletter-link-expired', { fullPage: true });

    // The unsubscribe link from the "You're subscribed" mail: one button, then the undo.
    const unsubscribe = await mailedLink(email, SUBSCRIBED_SUBJECT, '/newsletter/unsubscribe');
    await page.goto(unsubscribe);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the newsletter?');
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'newsletter-unsubscribe-ask');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You've been unsubscribed");
    await expect(page.getByRole('button', { name: 'Resubscribe' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'newsletter-unsubscribed');
  });
});
