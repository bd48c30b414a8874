/** An owner submits an event, an admin approves it in /admin, it shows on /events (own server). */
import { expect, test, type Page } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { demo, signInContext } from '../../helpers/owners';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';

let server: TestServer;
useSite((site) => ({ server } = site), { demo: true, ownSiteUrl: true });

/** Fills the submit form for a Community event, field by field as an owner would. */
async function fillCommunityEvent(
  page: Page,
  event: { title: string; location: string; starts: string; ends: string; description: string },
): Promise<void> {
  await page.getByLabel('Event Title').fill(event.title);
  await page.getByLabel('Category').selectOption('Community');
  await page.getByLabel('Location').fill(event.location);
  await page.getByLabel(/^Starts/).fill(event.starts);
  await page.getByLabel(/^Ends/).fill(event.ends);
  await page.getByLabel('Description').fill(event.description);
}

test('submit an event → pending in My Events → approved in /admin → on /events', async ({ page, browser }) => {
  const base = server.url;
  const title = `Moonlight Kayak Paddle ${Date.now().toString(36)}`;
  await signInContext(page.request, base, demo.owner);
  await page.goto(`${base}/dashboard?tab=events`);
  await page.getByRole('link', { name: 'Submit Event' }).click();
  await expect(page.getByRole('heading', { name: 'Submit an Event' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Submit Event' }).click();
  await expect(page.getByText('Event title is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid start date and time')).toBeVisible();

  await fillCommunityEvent(page, {
    title,
    location: 'Lighthouse Lakes Park',
    starts: '2033-07-04T20:00',
    ends: '2033-07-04T19:00',
    description: 'A guided paddle under the full moon, boards and kayaks provided.',
  });
  await page.getByRole('button', { name: 'Submit Event' }).click();
  await expect(page.getByText('End must be after the start')).toBeVisible();
  await page.getByLabel(/^Ends/).fill('2033-07-04T22:00');
  await page.getByRole('button', { name: 'Submit Event' }).click();

  await page.waitForURL(/\/dashboard\?tab=events$/);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Event Submitted')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Events' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Pending')).toBeVisible();
  await expect(card.getByText('Jul 04, 2033, 8:00 PM · Lighthouse Lakes Park')).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInContext(admin.request, base, demo.admin);
  await admin.goto(`${base}/admin?tab=events`);
  await expect(admin.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  for (const column of ['Event Title', 'Date', 'Location', 'Status', 'Actions'])
    await expect(admin.getByRole('columnheader', { name: column })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: title });
  admin.on('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(admin.getByRole('region', { name: /Notifications/ }).getByText('Event approved successfully')).toBeVisible();
  await expect(row.getByText('Approved')).toBeVisible();
  await adminContext.close();

  const visitor = await browser.newPage();
  await visitor.goto(`${base}/events`);
  await expect(visitor.getByText(title).first()).toBeVisible();
  await visitor.close();
});

test('without JavaScript the form posts to its page: a refusal keeps what was typed, nothing goes into the URL', async ({
  browser,
}) => {
  const base = server.url;
  const title = `Dune Cleanup ${Date.now().toString(36)}`;
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInContext(context.request, base, demo.owner);
  const page = await context.newPage();
  await page.goto(`${base}/events/submit`);
  await fillCommunityEvent(page, {
    title,
    location: 'Beach marker 20',
    starts: '2033-08-01T09:00',
    ends: '2033-08-01T08:00',
    description: 'Bags and gloves provided; meet at the marker.',
  });
  await page.getByRole('button', { name: 'Submit Event' }).click();

  await expect(page).toHaveURL(`${base}/events/submit`);
  await expect(page.getByText('End must be after the start')).toBeVisible();
  await expect(page.getByLabel('Event Title')).toHaveValue(title);
  await expect(page.getByLabel('Category')).toHaveValue('Community');
  await expect(page.getByLabel('Description')).toHaveValue('Bags and gloves provided; meet at the marker.');
  await expect(page.getByLabel(/^Starts/)).toHaveValue('2033-08-01T09:00');

  await page.getByLabel(/^Ends/).fill('2033-08-01T11:00');
  await page.getByRole('button', { name: 'Submit Event' }).click();
  await expect(page).toHaveURL(`${base}/dashboard?tab=events`);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Event Submitted')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Pending')).toBeVisible();
  await context.close();
});
