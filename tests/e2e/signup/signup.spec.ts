/**
 * The loop that keeps the directory alive, in a browser: a new owner lists a free business, verifies
 * the e-mail, the listing stays out of the directory until an admin approves it in /admin, then it
 * shows in the directory, on its page, in the sitemap and (once featured) in the home spotlight's daily rotation.
 * Runs on its own server (fresh demo data) because it re-arranges the featured listings.
 */
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { demo, signupFormReady, myListings } from '../../helpers/owners';
import { waitForMail } from '../../helpers/mail';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';
import { site } from '#src/config/site.ts';
import { localDayNumber, spotlightWindow } from '#src/features/listings/spotlight-rotation.ts';

let server: TestServer;
useSite((site) => ({ server } = site), { demo: true, ownSiteUrl: true });

test('free listing: signup → verify → pending → approved in /admin → public, sitemap, spotlight', async ({ page, browser }) => {
  test.setTimeout(120_000); // the whole loop: signup, mailed link, dashboard, admin, four public pages
  const stamp = Date.now().toString(36);
  const email = `free-${stamp}@example.org`;
  const name = `Tarpon Tides Guesthouse ${stamp}`;
  const base = server.url;

  await page.goto(`${base}/business-signup`);
  await signupFormReady(page);
  await expect(page.getByRole('link', { name: 'Create New Listing' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
  await page.getByLabel(/Free Listing/).check();
  await page.getByLabel('First Name').fill('Tess');
  await page.getByLabel('Last Name').fill('Harbor');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(`Pier-${stamp}-Lantern`);
  await page.getByLabel('Confirm Password').fill(`Pier-${stamp}-Lantern`);
  await page.getByLabel('Business Name').fill(name);
  await page.getByLabel('Category').selectOption('Lodging');
  await page.getByLabel('Description').fill('Six quiet rooms two blocks from the beach, with bikes to borrow.');
  await page.getByLabel('Phone').fill('361-555-0142');
  await page.getByLabel('Website (optional)').fill('tarpontides.example.com');
  await page.getByRole('button', { name: 'Submit Free Listing' }).click();

  // No session until the mailbox is proven: the page says to check the e-mail.
  await page.waitForURL(/\/business-signup\?sent=1$/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'signup-check-email');

  // The mailed link's page names the account; its button verifies and signs in; the
  // dashboard then shows the pending listing.
  const mail = await waitForMail(
    server.outboxDir,
    (m) => m.to.includes(email) && m.links.some((l) => l.includes('/verify-email?token=')),
  );
  await page.goto(mail.links.find((l) => l.includes('/verify-email?token='))!);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Verify and sign in as ${email}` }).click();
  await expect(page.getByText('Email Verified!')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await page.waitForURL(/\/dashboard/);
  await expect(page.getByText(name).first()).toBeVisible();
  const { id } = (await myListings(page.request, base)).find((b) => b.name === name)!;
  await page.goto(`${base}/business-signup?submitted=${id}`);
  await expect(page.getByRole('heading', { name: 'Thank you! Your listing has been submitted' })).toBeVisible();
  await expect(page.getByText('reviewed by our team before your listing goes live')).toBeVisible();
  await expectNoAxeViolations(page);
  await waitForMail(server.outboxDir, (m) => m.to.includes(email) && m.subject === `We received your listing “${name}”`);

  // Pending: nowhere public.
  const visitor = await browser.newPage();
  await visitor.goto(`${base}/business-directory?q=${encodeURIComponent(name)}`);
  await expect(visitor.getByText('No Businesses Found')).toBeVisible();
  const detail = await visitor.goto(`${base}/business/${id}`);
  expect(detail?.status()).toBe(404);

  // The admin approves it in /admin, then features it (with the premium spotlight entries unfeatured).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto(`${base}/login`);
  await admin.getByLabel('Email').fill(demo.admin);
  await admin.getByLabel('Password', { exact: true }).fill('portaransas-demo');
  await admin.getByRole('button', { name: 'Sign In' }).click();
  await admin.waitForURL(`${base}/admin`);
  const pendingCount = Number(await admin.locator('[data-count="pendingBusinesses"]').textContent());
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  admin.on('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(admin.getByRole('region', { name: /Notifications/ }).getByText('Business approved successfully')).toBeVisible();
  // Approved: no Approve any more; Unpublish (with a reason) instead of Reject.
  await expect(row.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Unpublish/ })).toBeEnabled();
  await expect(admin.locator('[data-count="pendingBusinesses"]')).toHaveText(String(pendingCount - 1));
  await waitForMail(server.outboxDir, (m) => m.to.includes(email) && m.subject === `Your listing is live: “${name}”`);

  for (const other of await (await admin.request.get(`${base}/api/businesses?featured=true`)).json()) {
    await admin.request.patch(`${base}/api/admin/businesses/${other.id}/feature`, {
      data: { featured: false },
      headers: { Origin: base },
    });
  }
  await row.getByRole('button', { name: /^Feature/ }).click();
  const notifications = admin.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByText('Business featured successfully')).toBeVisible();
  // Axe counts a button partly under the sticky header or a toast as too small: the check runs on the page as it
  // opens (scrolled to the top), with the toast (it hides itself after 5 s) closed.
  await notifications.getByRole('button', { name: 'Close' }).click();
  await expect(notifications.getByText('Business featured successfully')).toBeHidden();
  await admin.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(admin);
  await adminContext.close();

  await visitor.goto(`${base}/business-directory?q=${encodeURIComponent(name)}`);
  await expect(visitor.getByText('1 business found')).toBeVisible();
  await expect(visitor.getByRole('heading', { name })).toBeVisible();
  await visitor.goto(`${base}/business/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  const sitemap = await (await visitor.request.get(`${base}/sitemap.xml`)).text();
  expect(sitemap).toMatch(new RegExp(`/business/${id}(-[a-z0-9-]+)?</loc>`));
  // The spotlight turns daily through every featured or premium listing: the new one is in that ring, and the home
  // page shows today's part of it.
  const eligible = (await (await visitor.request.get(`${base}/api/businesses?featured=true&limit=100`)).json()) as {
    id: number;
    name: string;
  }[];
  expect(eligible.map((b) => b.id)).toContain(id);
  const today = spotlightWindow(
    eligible.map((b) => b.id),
    localDayNumber(Date.now(), site.timeZone),
    3,
  );
  await visitor.goto(`${base}/`);
  const spotlight = visitor.getByRole('region', { name: 'Business Spotlight' });
  await expect(spotlight.locator('article')).toHaveCount(today.length);
  for (const shown of today) {
    const shownName = eligible.find((b) => b.id === shown)!.name;
    await expect(spotlight.getByRole('link', { name: shownName, exact: true })).toBeVisible();
  }
  await visitor.close();
});

test('the form validates with the spec messages before sending anything', async ({ page }) => {
  await page.goto(`${server.url}/business-signup`);
  await signupFormReady(page);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Valid email is required',
    'Password must be at least 8 characters',
    "Passwords don't match",
    'Business name is required',
    'Please provide a brief description of your business',
    'Valid phone number is required',
    'Please select a category',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel('First Name')).toBeFocused();
  await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Clear Form' }).click();
  await expect(page.getByText('First name is required')).toHaveCount(0);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
});

test('a plan picked before the form hydrated stays picked', async ({ page }) => {
  // Scripts held back, as on a slow phone: the visitor picks Free while the page is still plain HTML.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}/business-signup`, { waitUntil: 'commit' });
  await page.getByLabel(/Free Listing/).check();
  release();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.getByLabel(/Free Listing/)).toBeChecked();
  await expect(page.getByRole('button', { name: 'Submit Free Listing' })).toBeVisible();
});

test('works without JavaScript: plain form post, errors shown, then check your email', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const stamp = Date.now().toString(36);
  await page.goto(`${server.url}/list-your-business`);
  await page.getByLabel(/Free Listing/).check();
  await page.getByLabel('Business Name').fill('X');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Business name is required')).toBeVisible();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByLabel(/Free Listing/)).toBeChecked();

  await page.getByLabel('First Name').fill('Nell');
  await page.getByLabel('Last Name').fill('Noscript');
  await page.getByLabel('Email', { exact: true }).fill(`nojs-${stamp}@example.org`);
  await page.getByLabel('Password', { exact: true }).fill(`Dune-${stamp}-Lantern`);
  await page.getByLabel('Confirm Password').fill(`Dune-${stamp}-Lantern`);
  await page.getByLabel('Business Name').fill(`Noscript Nets ${stamp}`);
  await page.getByLabel('Category').selectOption('Retail');
  await page.getByLabel('Description').fill('Cast nets and crab traps, mended while you wait.');
  await page.getByLabel('Phone').fill('361-555-0177');
  await page.getByRole('button', { name: 'Submit Free Listing' }).click();
  await page.waitForURL(/sent=1$/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await context.close();
});
