/**
 * A recurring event end to end at phone and desktop widths: an owner submits a weekly event
 * with the Repeats fields, an admin approves the series once, a visitor finds it on each of its days in the
 * month view (table at 1280 px, day list at 390 px) and its upcoming dates on its page. Own server.
 */
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { demo, signInContext } from '../../helpers/owners';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';

let server: TestServer;
useSite((site) => ({ server } = site), { demo: true, ownSiteUrl: true });

for (const width of [390, 1280]) {
  test(`weekly event at ${width} px: submit with Repeats → approve once → every Thursday in the month view and on its page`, async ({
    browser,
  }) => {
    const base = server.url;
    const title = `Thursday Pier Concert ${width}`;
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInContext(page.request, base, demo.owner);
    await page.goto(`${base}/events/submit`);
    await page.getByLabel('Event Title').fill(title);
    await page.getByLabel('Category').selectOption('Entertainment');
    await page.getByLabel('Location').fill('Horace Caldwell Pier');
    await page.getByLabel(/^Starts/).fill('2033-06-02T19:00'); // a Thursday
    await page.getByLabel(/^Ends/).fill('2033-06-02T21:00');
    await page.getByLabel('Description').fill('Live music on the pier every Thursday evening in June.');
    await page.getByLabel('Repeats', { exact: true }).selectOption('weekly');
    // Hydrated: only the weekly group and its end are shown.
    await expect(page.getByLabel('Monthly: which week')).toBeHidden();
    await page.getByRole('button', { name: 'Submit Event' }).click();
    await expect(page.getByText('Choose at least one day of the week')).toBeVisible();
    await expect(page.getByText('Choose when the series ends: an end date or a number of times')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Thursday' }).check();
    await page.getByLabel('Last date').fill('2033-06-30');
    await page.getByRole('button', { name: 'Submit Event' }).click();
    await page.waitForURL(/\/dashboard\?tab=events$/);

    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await signInContext(admin.request, base, demo.admin);
    await admin.goto(`${base}/admin?tab=events`);
    // A click before hydration posts the no-JS form (a confirmation page): wait for the island, as admin.spec does.
    await expect(admin.locator('astro-island[component-url*="AdminDashboard"]:not([ssr])')).toHaveCount(1);
    const row = admin.getByRole('row').filter({ hasText: title });
    admin.on('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: /^Approve/ }).click();
    await expect(row.getByText('Approved')).toBeVisible();
    await adminContext.close();

    const visitor = await context.newPage();
    await visitor.goto(`${base}/events`);
    await visitor.getByRole('navigation', { name: 'Events view' }).getByRole('link', { name: 'Month' }).click();
    await expect(visitor.getByRole('link', { name: 'Month' })).toHaveAttribute('aria-current', 'page');
    await visitor.goto(`${base}/events?view=month&month=2033-06&category=Entertainment`);
    await expect(visitor.getByRole('heading', { name: 'June 2033', level: 2 })).toBeVisible();
    const links = visitor.getByRole('link', { name: new RegExp(`7:00 PM\\s+${title}`) });
    if (width >= 1024) {
      const grid = visitor.getByRole('table', { name: /June 2033 events/ });
      await expect(grid.getByRole('columnheader')).toHaveCount(7);
      await expect(grid.getByRole('link', { name: new RegExp(title) })).toHaveCount(5); // Jun 2, 9, 16, 23, 30
    } else {
      await expect(visitor.getByRole('table')).toBeHidden();
      for (const day of ['Thu, Jun 02', 'Thu, Jun 09', 'Thu, Jun 30'])
        await expect(visitor.getByRole('heading', { name: day, level: 3, exact: true })).toBeVisible();
    }
    await expect(links.filter({ visible: true })).toHaveCount(5);
    await expectNoAxeViolations(visitor);
    await screenshot(visitor, `month-view-${width}`);
    await visitor.locator('a[rel="next"]').click();
    await expect(visitor.getByRole('heading', { name: 'July 2033', level: 2 })).toBeVisible();

    await visitor.goto(`${base}/events?view=month&month=2033-06&category=Entertainment`);
    await links.filter({ visible: true }).first().click();
    await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(visitor.getByText('Every Thursday').first()).toBeVisible();
    const dates = visitor.getByRole('region', { name: 'Upcoming dates' }).getByRole('listitem');
    await expect(dates).toHaveCount(5);
    await expect(dates.first()).toContainText('Thu, Jun 02, 2033');
    await expect(dates.last()).toContainText('Thu, Jun 30, 2033');
    await expectNoAxeViolations(visitor);
    await screenshot(visitor, `recurring-event-${width}`);
    await context.close();
  });
}

test('the month view works without JavaScript: previous and next months are links, today is marked', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/events?view=month`);
  await expect(page.locator('td[aria-current="date"]')).toHaveCount(1);
  await expect(page.locator('td[aria-current="date"]')).toContainText('Today');
  const heading = await page.getByRole('heading', { level: 2 }).first().textContent();
  await page.locator('a[rel="next"]').click();
  await expect(page.getByRole('heading', { level: 2 }).first()).not.toHaveText(heading!);
  // The demo's weekly market shows on several days of some month.
  await page.goto(`${server.url}/events?view=month&category=Market`);
  await expect(
    page
      .getByRole('table')
      .getByRole('link', { name: /Harbor Farmers & Artisans Market/ })
      .first(),
  ).toBeVisible();
  await context.close();
});
