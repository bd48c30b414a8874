/** /contact with and without JavaScript, linked from the footer. */
import { expect, test } from '../helpers/playwright';
import { expectNoAxeViolations } from '../helpers/axe';

test('the footer links to /contact and the form sends a message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Valid email is required')).toBeVisible();

  await page.getByLabel('Name').fill('Sam Seashell');
  await page.getByLabel('Email').fill('sam@example.org');
  await page.getByLabel('Subject').fill('Listing question');
  await page.getByLabel('Message').fill('How long does a listing review usually take?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('form').getByRole('status')).toHaveText("Thank you for your message! We'll get back to you soon.");
  await expect(page.getByLabel('Subject')).toHaveValue('');
});

test('works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  await page.getByLabel('Name').fill('No Script');
  await page.getByLabel('Email').fill('noscript@example.org');
  await page.getByLabel('Subject').fill('Plain form');
  await page.getByLabel('Message').fill('Sent from a browser without JavaScript.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.waitForURL(/\/contact\?sent=1$/);
  await expect(page.getByText("Thank you for your message! We'll get back to you soon.")).toBeVisible();
  await context.close();
});

test('without JavaScript, a refused message comes back with what was typed and the field messages', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  await page.getByLabel('Name').fill('No Script');
  await page.getByLabel('Email').fill('not an address');
  await page.getByLabel('Subject').fill('Plain form');
  await page.getByLabel('Message').fill('Sent from a browser without JavaScript.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('alert')).toContainText('Please check the form');
  await expect(page.getByText('Valid email is required')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('No Script');
  await expect(page.getByLabel('Email')).toHaveValue('not an address');
  await expect(page.getByLabel('Message')).toHaveValue('Sent from a browser without JavaScript.');
  await context.close();
});
