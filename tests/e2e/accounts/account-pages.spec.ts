import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../../helpers/axe';
import { readOutbox, tokenFrom } from '../../helpers/mail';
import { screenshotAtWidths } from '../../helpers/screenshot';
import { waitFor } from '../../helpers/wait';

/** Without SMTP_URL the server writes each mail to the outbox; the newest link to `path` for `to`. */
async function linkFromOutbox(to: string, path: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  const mail = await waitFor(
    async () =>
      (await readOutbox(outbox)).reverse().find((m) => m.to.includes(to) && m.links.some((l) => new URL(l).pathname === path)),
    { what: `a ${path} mail for ${to}` },
  );
  return `${path}?token=${tokenFrom(mail, path)}`;
}

async function register(request: APIRequestContext, email: string) {
  const res = await request.post('/api/register', {
    data: { email, password: 'tidepool-pelican-42', firstName: 'Eve', lastName: 'Tester' },
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(res.status()).toBe(201);
}

test.describe('e-mail verification page', () => {
  test('the link names the account and waits for a click; the click verifies and signs in, then says already verified', async ({
    page,
    request,
  }) => {
    const email = `verify-${Date.now()}@example.com`;
    await register(request, email);
    const link = await linkFromOutbox(email, '/verify-email');
    // Opening the link: the hydrated page shows whose account it is and posts nothing.
    await page.goto(link);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('session');
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await expect(page.getByRole('heading', { name: 'Confirm Your Email' })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByText('signs you in to this account in this browser')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'verify-email-confirm');

    await page.getByRole('button', { name: `Verify and sign in as ${email}` }).click();
    await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
    expect((await page.context().cookies()).map((c) => c.name)).toContain('session');
    expect(await (await page.request.get('/api/user')).json()).toMatchObject({ email, emailVerified: true });
    await expect(page.getByText('Your email has been successfully verified!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Business Directory' })).toHaveAttribute('href', '/business-directory');
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Already Verified' })).toBeVisible();
    await expect(page.getByText('Your email is already verified')).toBeVisible();
  });

  test('without JavaScript the same button verifies and signs in; nothing happens on opening the link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    const email = `verify-nojs-${Date.now()}@example.com`;
    await register(context.request, email);
    await page.goto(await linkFromOutbox(email, '/verify-email'));
    await expect(page.getByRole('heading', { name: 'Confirm Your Email' })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    expect((await context.cookies()).map((c) => c.name)).not.toContain('session');
    await page.getByRole('button', { name: `Verify and sign in as ${email}` }).click();
    await expect(page).toHaveURL(/\/verify-email\?result=verified$/);
    await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    expect((await context.cookies()).map((c) => c.name)).toContain('session');
    await context.close();
  });

  test('an unknown token fails; no token says so', async ({ page }) => {
    await page.goto(`/verify-email?token=${'a'.repeat(32)}`);
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up Again' })).toHaveAttribute('href', '/business-signup');
    await page.goto('/verify-email');
    await expect(page.getByText('No verification token found in URL')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('password reset pages', () => {
  test('forgot → mailed link → new password → sign in with it', async ({ page, request }) => {
    const email = `reset-${Date.now()}@example.com`;
    await register(request, email);
    await page.goto('/forgot-password');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists for that address' })).toBeVisible();

    await page.goto(await linkFromOutbox(email, '/reset-password'));
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByLabel('New password', { exact: true }).fill('password123');
    await page.getByLabel('Confirm new password').fill('password123');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('This password is too common. Please choose a different one.').first()).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('lighthouse-dunes-77');
    await page.getByLabel('Confirm new password').fill('lighthouse-dunes-77');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.waitForURL('**/login');
    await expect(page.getByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('lighthouse-dunes-77');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
  });

  test('without JavaScript: a refused address comes back typed, then the same steps work as plain forms', async ({
    browser,
    request,
  }) => {
    const email = `reset-nojs-${Date.now()}@example.com`;
    await register(request, email);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('reset-nojs@');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('reset-nojs@');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page).toHaveURL(/\/forgot-password\?sent=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists for that address' }).first()).toBeVisible();

    await page.goto(await linkFromOutbox(email, '/reset-password'));
    await page.getByLabel('New password', { exact: true }).fill('password123');
    await page.getByLabel('Confirm new password').fill('password123');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('This password is too common. Please choose a different one.').first()).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
    await page.getByLabel('New password', { exact: true }).fill('lighthouse-dunes-78');
    await page.getByLabel('Confirm new password').fill('lighthouse-dunes-78');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.waitForURL('**/login');
    await expect(page.getByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();
    await context.close();
  });
});
