import { expect, test, type Page } from '@playwright/test';

/** The island hydrates when visible; until then the form is a plain POST to /newsletter. */
async function hydratedForm(page: Page) {
  await page.goto('/');
  const section = page.locator('section[aria-labelledby="newsletter-heading"]');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('astro-island:not([ssr])')).toHaveCount(1);
  return {
    input: section.getByRole('textbox', { name: 'Email address' }),
    button: section.getByRole('button', { name: /Subscrib/ }),
    status: section.getByRole('status'),
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
    await expect(status).toContainText("You've been subscribed to our newsletter.");
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

  test('without JavaScript the form posts to /newsletter and confirms', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Email address' }).fill(`nojs-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toContainText(
      "You've been subscribed to our newsletter.",
    );
    await context.close();
  });
});
