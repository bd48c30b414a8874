/** The admin dashboard: counts, columns, messages, roles, guards (own server: roles change). */
import { expect, test } from '../../helpers/playwright';
import { holdAccessDeniedPage } from '../../helpers/access-denied';
import { expectNoAxeViolations } from '../../helpers/axe';
import { demo, signInContext } from '../../helpers/owners';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';

let server: TestServer;
useSite((site) => ({ server } = site), { demo: true, ownSiteUrl: true });

test('counts, the four tabs with their columns, contact bodies and role changes', async ({ page }) => {
  const base = server.url;
  await page.request.post(`${base}/api/contact`, {
    data: {
      name: 'Gulf Visitor',
      email: 'visitor@example.org',
      subject: 'Jetty fishing rules',
      message: 'Do I need a license to fish from the jetty?',
    },
    headers: { Origin: base },
  });
  await signInContext(page.request, base, demo.admin);
  await page.goto(`${base}/admin`);
  for (const label of ['Total Users', 'Pending Businesses', 'Pending Events', 'Contact Messages'])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  const stats = await (await page.request.get(`${base}/api/admin/stats`)).json();
  await expect(page.locator('[data-count="totalUsers"]')).toHaveText(String(stats.totalUsers));
  await expect(page.locator('[data-count="contactMessages"]')).toHaveText(String(stats.contactMessages));
  for (const column of ['Business Name', 'Category', 'Plan', 'Status', 'Actions'])
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  await expectNoAxeViolations(page);

  // Pending first, and the filter narrows the list.
  await expect(page.getByRole('row').nth(1).getByText('Pending')).toBeVisible();
  await page.getByLabel('Status').selectOption('approved');
  await expect(page.getByRole('row').filter({ hasText: 'Pending' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page).toHaveURL(/\?tab=contacts$/);
  for (const column of ['Name', 'Email', 'Subject', 'Date'])
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  const message = page.getByRole('row').filter({ hasText: 'Jetty fishing rules' });
  await expect(page.getByText('Do I need a license to fish from the jetty?')).toHaveCount(0);
  await message.getByRole('link', { name: /^Read/ }).click();
  await expect(page.getByText('Do I need a license to fish from the jetty?')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Users' }).click();
  for (const column of ['Name', 'Email', 'Role', 'Joined'])
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  const travis = page.getByRole('row').filter({ hasText: demo.owner2 });
  // Role changes ask first and say what the change means.
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.accept();
  });
  await travis.getByRole('button', { name: /^Make Admin/ }).click();
  expect(dialogs.at(-1)).toBe(
    `Make ${demo.owner2} an admin? They can approve, reject and delete every listing, event and review, and change anyone’s role, including yours.`,
  );
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('User role updated successfully')).toBeVisible();
  await expect(travis.getByRole('button', { name: /^Revoke Admin/ })).toBeVisible();
  await expect(travis.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await travis.getByRole('button', { name: /^Revoke Admin/ }).click();
  expect(dialogs.at(-1)).toBe(
    `Revoke admin from ${demo.owner2}? They lose the Admin Dashboard and every admin action at once and keep an ordinary account.`,
  );
  await expect(travis.getByRole('button', { name: /^Make Admin/ })).toBeVisible();

  // The last admin: the server's 409 message is the toast, not a bare "failed".
  await page.getByLabel('Search users').fill(demo.admin);
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: demo.admin })
    .getByRole('button', { name: /^Revoke Admin/ })
    .click();
  expect(dialogs.at(-1)).toBe(
    'Revoke your own admin rights? You lose the Admin Dashboard and every admin action at once and keep an ordinary account.',
  );
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('The last admin cannot be demoted. Make another user an admin first.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a failed approval shows the spec error toast', async ({ page }) => {
  const base = server.url;
  await signInContext(page.request, base, demo.admin);
  await page.goto(`${base}/admin`);
  // A click before hydration would post nothing: wait for the island.
  await expect(page.locator('astro-island[component-url*="AdminDashboard"]:not([ssr])')).toHaveCount(1);
  const row = page.getByRole('row').filter({ hasText: 'Pending' }).first();
  // The listing disappears between page load and the click.
  await page.route('**/api/admin/businesses/*/approve', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Business not found"}' }),
  );
  page.on('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: /^Approve/ }).click();
  const toast = page.getByRole('region', { name: /Notifications/ });
  await expect(toast.getByText('Error', { exact: true })).toBeVisible();
  await expect(toast.getByText('Failed to update approval status')).toBeVisible();
});

test('owners get Access Denied; anonymous visitors are sent to log in', async ({ page, browser }) => {
  await signInContext(page.request, server.url, demo.owner);
  const release = await holdAccessDeniedPage(page, '/admin');
  const res = await page.goto(`${server.url}/admin`);
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Access Denied')).toBeVisible();
  await release();
  await page.goto(`${server.url}/admin`);
  await page.waitForURL(`${server.url}/`);

  const anonymous = await browser.newPage();
  await anonymous.goto(`${server.url}/admin`);
  await expect(anonymous).toHaveURL(/\/login\?next=%2Fadmin/);
  await anonymous.close();
});
