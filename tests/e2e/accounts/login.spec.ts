import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { DEMO_PASSWORD, demoAccounts } from '#seed/index.ts';
import { holdAccessDeniedPage } from '../../helpers/access-denied';
import { expectNoAxeViolations } from '../../helpers/axe';
import { screenshotAtWidths } from '../../helpers/screenshot';

const owner = demoAccounts.owner;
const admin = demoAccounts.admin;

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** Opens a page and waits until its islands have hydrated (Astro drops `ssr` from each island then). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

/** Signs in with a wrong password and returns the "Login Failed" toast it raises. */
async function loginFailedToast(page: Page) {
  await open(page, '/login');
  await fillLogin(page, owner.email, 'wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const toast = notifications(page).getByRole('listitem');
  await expect(toast).toContainText('Login Failed');
  return toast;
}

test.describe('login page', () => {
  test('shows the spec texts, toggles the password and passes axe', async ({ page }) => {
    await open(page, '/login');
    // Sign-in for everyone: both kinds of new account are offered.
    await expect(page.getByRole('heading', { level: 1, name: 'Account Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByText("Don't have an account?")).toBeVisible();
    await expect(page.getByRole('link', { name: 'List your business', exact: true })).toHaveAttribute('href', '/business-signup');

    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(page);
  });

  test('validates in place with the spec messages', async ({ page }) => {
    await open(page, '/login');
    await fillLogin(page, 'not-an-email', '123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test("reads 'Signing In...' while pending, then toasts 'Login Failed'", async ({ page }) => {
    await open(page, '/login');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/login', async (route) => {
      await held;
      await route.continue();
    });
    await fillLogin(page, owner.email, 'wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const pending = page.getByRole('button', { name: 'Signing In...' });
    await expect(pending).toBeDisabled();
    release();
    await expect(notifications(page).getByText('Login Failed')).toBeVisible();
    await expect(notifications(page).getByText('Invalid email or password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  test("owner: 'Welcome back!' and on to /dashboard; logout goes home", async ({ page }) => {
    await open(page, '/login');
    await fillLogin(page, owner.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome back, ${owner.firstName}!` })).toBeVisible();
    await expect(notifications(page).getByText('You have successfully logged in.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.locator('#main').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/dashboard');
    await page.waitForURL('**/login?next=%2Fdashboard');
  });

  test('admin goes to /admin', async ({ page }) => {
    await open(page, '/login');
    await fillLogin(page, admin.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("logged out on /dashboard: 'Unauthorized' toast, sign in, back to where they were going", async ({ page }) => {
    await page.goto('/dashboard');
    await page.waitForURL('**/login?next=%2Fdashboard');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(notifications(page).getByText('Unauthorized')).toBeVisible();
    await expect(notifications(page).getByText('You are logged out. Logging in again...')).toBeVisible();
    await fillLogin(page, admin.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard'); // `next` wins over the admin default
  });

  test('never signed in, on /account: the sign-in page says why, without a warning', async ({ page }) => {
    await page.goto('/account');
    await page.waitForURL('**/login?next=%2Faccount');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(page.getByText('Sign in to see your account')).toBeVisible();
    await screenshotAtWidths(page, 'account-signed-out', { fullPage: true });
    // Read once, not retried: a toast hides itself after a few seconds, so waiting for none would always pass.
    expect(await notifications(page).innerText()).not.toMatch(/Unauthorized|logged out/);
    await fillLogin(page, owner.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/account');
  });

  test("a session that ended, on /account: the 'Unauthorized' toast", async ({ page, baseURL }) => {
    // A session cookie the server no longer knows (signed out elsewhere, or expired).
    await page.context().addCookies([{ name: 'session', value: 'a'.repeat(32), url: baseURL! }]);
    await page.goto('/account');
    await page.waitForURL('**/login?next=%2Faccount');
    await expect(notifications(page).getByText('You are logged out. Logging in again...')).toBeVisible();
  });

  test("a non-admin on /admin sees 'Access Denied', then lands on / after a second", async ({ page }) => {
    await open(page, '/login');
    await fillLogin(page, owner.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    const release = await holdAccessDeniedPage(page, '/admin');
    await page.goto('/admin');
    await expect(notifications(page).getByText('Access Denied', { exact: true })).toBeVisible();
    await expect(notifications(page).getByText('You need admin privileges to access this area.')).toBeVisible();
    await release();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 }); // a second, plus a busy machine's page load
  });

  test('a non-admin on /admin gets the Access Denied page (status 403, toast, link home) with no axe violations', async ({
    page,
  }) => {
    await open(page, '/login');
    await fillLogin(page, owner.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await holdAccessDeniedPage(page, '/admin'); // still for axe
    const res = await page.goto('/admin');
    expect(res?.status()).toBe(403);
    await expect(page.getByText('You need admin privileges to access this area.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
  });

  test('toasts: F8 focuses the region, a swipe right dismisses', async ({ page }) => {
    const toast = await loginFailedToast(page);
    await page.keyboard.press('F8');
    await expect(notifications(page)).toBeFocused();
    const box = (await toast.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 3 });
    await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 3 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });

  test('toasts: a mouse click on Close dismisses', async ({ page }) => {
    const toast = await loginFailedToast(page);
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form posts and signs in, with the welcome toast rendered by the server', async ({ page }) => {
    await page.goto('/login?next=%2Fdashboard');
    await fillLogin(page, owner.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  });

  test('a wrong password comes back to /login with the failure message and the e-mail typed', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, owner.email, 'wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/login');
    await expect(page.getByRole('alert')).toContainText('Login Failed');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(owner.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  });
});
