/** The owner dashboard: spec texts, deep-linkable accessible tabs, empty states, editing a listing. */
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { demo, newAccount, signInContext, myListings } from '../../helpers/owners';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';

let server: TestServer;
useSite((site) => ({ server } = site), { demo: true, ownSiteUrl: true });

test('greeting, header actions, listings with badges and the three tabs by keyboard and by link', async ({ page }) => {
  const base = server.url;
  await signInContext(page.request, base, demo.owner);
  await page.goto(`${base}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome back, Maria!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Business' })).toHaveAttribute('href', '/list-your-business');
  await expect(page.locator('#main').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Business Listings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Business' })).toBeVisible();
  await expect(page.getByText('Pending').first()).toBeVisible();
  await expect(page.getByText('Approved').first()).toBeVisible();
  await expect(page.getByText('Premium', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Free', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Featured', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel Subscription' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const tab = page.getByRole('tab', { name: 'My Businesses' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await tab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'My Events' })).toBeFocused();
  await expect(page).toHaveURL(/\?tab=events$/);
  await expect(page.getByRole('heading', { name: 'Your Events' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('heading', { name: 'Premium Benefits' })).toBeVisible();
  await expect(page.getByText('45-day cancellation notice required')).toBeVisible();
  await expect(page.getByText('$99/month or $995/year')).toBeVisible();
  await expect(page.getByText('Premium Active')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${base}/dashboard?tab=subscription`);
  await expect(page.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Current Status');
});

test('a new owner sees the empty states and the Free Plan', async ({ page }) => {
  const base = server.url;
  const { client } = await newAccount(base, server.outboxDir);
  const [name, value] = client
    .cookieHeader()
    .split('; ')
    .find((c) => c.startsWith('session='))!
    .split('=') as [string, string];
  await page.context().addCookies([{ name, value, url: base }]);
  await page.goto(`${base}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome back, Test!' })).toBeVisible();
  await expect(page.getByText('No businesses yet')).toBeVisible();
  await expect(page.getByText('Start by adding your first business to our directory')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Your Business' })).toBeVisible();
  await page.getByRole('tab', { name: 'My Events' }).click();
  await expect(page.getByText('No events submitted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Submit an Event' })).toHaveAttribute('href', '/events/submit');
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page.getByText('Free Plan')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/list-your-business');
});

test('an owner edits a listing; renaming sends it back to review', async ({ page }) => {
  const base = server.url;
  await signInContext(page.request, base, demo.owner);
  const listing = (await myListings(page.request, base)).find((b) => b.approved)!;
  await page.goto(`${base}/dashboard`);
  await page.getByRole('link', { name: `Edit ${listing.name}` }).click();
  await expect(page.getByRole('heading', { name: `Edit ${listing.name}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Description').fill('Updated from the dashboard edit form, with new winter hours.');
  await page.getByLabel('Monday', { exact: true }).selectOption('Open');
  await page.getByLabel('Monday opens', { exact: true }).fill('07:30');
  await page.getByLabel('Monday closes', { exact: true }).fill('15:00');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(`${base}/dashboard`);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Listing updated')).toBeVisible();
  await expect(page.getByText(/until then your listing stays live as it is/)).toBeVisible();
  // Hours apply at once; the description waits for review while the approved one stays public.
  const after = await (await page.request.get(`${base}/api/businesses/${listing.id}`)).json();
  expect(after.description).not.toBe('Updated from the dashboard edit form, with new winter hours.');
  expect(after.hours.monday).toEqual({ open: '07:30', close: '15:00', closed: false });

  await page.goto(`${base}/dashboard/businesses/${listing.id}`);
  await page.getByLabel('Business Name').fill(`${listing.name} & Co`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(`${base}/dashboard`);
  await expect(page.getByText(/until then your listing stays live as it is/)).toBeVisible();
  const live = await page.request.get(`${base}/api/businesses/${listing.id}`);
  expect(live.status()).toBe(200);
  expect((await live.json()).name).toBe(listing.name);
});

test("another owner's edit page is not found, and anonymous visitors are sent to log in", async ({ page, browser }) => {
  const base = server.url;
  await signInContext(page.request, base, demo.owner2);
  const theirs = (await myListings(page.request, base))[0]!;
  const other = await browser.newContext();
  await signInContext(other.request, base, demo.owner);
  const res = await (await other.newPage()).goto(`${base}/dashboard/businesses/${theirs.id}`);
  expect(res?.status()).toBe(404);
  await other.close();

  const anonymous = await browser.newPage();
  await anonymous.goto(`${base}/dashboard?tab=events`);
  await expect(anonymous).toHaveURL(/\/login\?next=%2Fdashboard%3Ftab%3Devents/);
  await expect(anonymous.getByRole('region', { name: /Notifications/ }).getByText('Unauthorized')).toBeVisible();
  await anonymous.close();
});

test('without JavaScript the edit form posts to its page: a refusal keeps what was typed, a good edit saves', async ({
  browser,
}) => {
  const base = server.url;
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInContext(context.request, base, demo.owner);
  const listing = (await myListings(context.request, base)).find((b) => b.approved)!;
  const page = await context.newPage();
  await page.goto(`${base}/dashboard/businesses/${listing.id}`);
  await page.getByLabel('Phone').fill('(361) 555-0199');
  await page.getByLabel('Website (optional)').fill('not a web address');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page).toHaveURL(`${base}/dashboard/businesses/${listing.id}`);
  await expect(page.getByText('Please enter a valid website address')).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveValue('(361) 555-0199');
  await expect(page.getByLabel('Website (optional)')).toHaveValue('not a web address');

  await page.getByLabel('Website (optional)').fill('https://example.org/dock');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(`${base}/dashboard`);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Listing updated')).toBeVisible();
  const after = await (await context.request.get(`${base}/api/businesses/${listing.id}`)).json();
  expect(after).toMatchObject({ phone: '(361) 555-0199', website: 'https://example.org/dock' });
  await context.close();
});
