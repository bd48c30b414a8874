/** /contact with and without JavaScript, linked from the footer. */
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test, type Page } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';

/** Types a message into the contact form, field by field. */
async function fillMessage(
  page: Page,
  message: { name: string; email: string; subject: string; message: string },
): Promise<void> {
  await page.getByLabel('Name').fill(message.name);
  await page.getByLabel('Email').fill(message.email);
  await page.getByLabel('Subject').fill(message.subject);
  await page.getByLabel('Message').fill(message.message);
}

test('the footer links to /contact and the form sends a message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Valid email is required')).toBeVisible();

  await fillMessage(page, {
    name: 'Sam Seashell',
    email: 'sam@example.org',
    subject: 'Listing question',
    message: 'How long does a listing review usually take?',
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('form').getByRole('status')).toHaveText("Thank you for your message! We'll get back to you soon.");
  await expect(page.getByLabel('Subject')).toHaveValue('');
});

/** /contact in a browser without JavaScript, with a message from `email` typed in. */
async function typedWithoutJavaScript(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  await fillMessage(page, {
    name: 'No Script',
    email,
    subject: 'Plain form',
    message: 'Sent from a browser without JavaScript.',
  });
  return { context, page };
}

test('works without JavaScript', async ({ browser }) => {
  const { context, page } = await typedWithoutJavaScript(browser, 'noscript@example.org');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.waitForURL(/\/contact\?sent=1$/);
  await expect(page.getByText("Thank you for your message! We'll get back to you soon.")).toBeVisible();
  await context.close();
});

test('without JavaScript, a refused message comes back with what was typed and the field messages', async ({ browser }) => {
  const { context, page } = await typedWithoutJavaScript(browser, 'not an address');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('alert')).toContainText('Please check the form');
  await expect(page.getByText('Valid email is required')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('No Script');
  await expect(page.getByLabel('Email')).toHaveValue('not an address');
  await expect(page.getByLabel('Message')).toHaveValue('Sent from a browser without JavaScript.');
  await context.close();
});
