/**
 * The admin journeys with JavaScript OFF (no dead buttons), at 390 px and 1280 px:
 * search a tab (GET form), reject with a reason through the confirmation page (a refused post keeps
 * the page and says why), read a contact message, the audit-log tab (search, filter, cards on a
 * phone), the preview of a pending edit and of a claim. Screenshots in test-results/. axe needs a
 * script in the page, so the same pages are checked for WCAG in a second test with JavaScript on.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { createdThrough, demo, signInContext, validListing, myListings } from '../../helpers/owners';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';

let server: TestServer;
useSite((site) => ({ server } = site), { demo: true, ownSiteUrl: true });

const shot = (page: Page, name: string) => screenshot(page, `admin-no-js-${name}`);
const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

for (const width of [390, 1280]) {
  test(`admin without JavaScript: search, reject with a reason, audit log, previews (${width} px)`, async ({ browser }) => {
    const base = server.url;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    const ownerContext = await browser.newContext();
    await signInContext(ownerContext.request, base, demo.owner);
    const name = `Quiet Cove Outfitters ${width}`;
    await createdThrough(ownerContext.request, base, '/api/businesses', { ...validListing, name });
    await signInContext(page.request, base, demo.admin);

    // Search: a plain GET form; the server renders the narrowed list.
    await page.goto(`${base}/admin`);
    await page.getByLabel('Search businesses').fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/tab=businesses&q=Quiet/);
    await expect(page.getByText('1 business', { exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await noSideways(page);

    // Reject… leads to the confirmation page, which names what happens and asks the reason.
    await row.getByRole('button', { name: /^Reject/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Reject ${name}?` })).toBeVisible();
    await expect(page.getByText('shows as Rejected to the owner with your reason, and the owner is e-mailed')).toBeVisible();
    await page.getByRole('button', { name: 'Reject listing' }).click();
    await expect(page.getByText('Give a reason the author will read')).toBeVisible();
    await shot(page, `confirm-refused-${width}`);
    await page.getByLabel('Reason (sent to the owner)').fill('The address is a parking lot.');
    await page.getByRole('button', { name: 'Reject listing' }).click();
    // Back to the search the action started from (tests/e2e/admin/pages.spec.ts: and to its page).
    await expect(page).toHaveURL(/\/admin\?tab=businesses&q=Quiet\+Cove\+Outfitters\+\d+$/);
    await expect(page.getByText('Business rejected successfully')).toBeVisible();
    await page.goto(`${base}/admin?tab=businesses&q=${encodeURIComponent(name)}&filter=rejected`);
    await expect(
      page.getByRole('row').filter({ hasText: name }).getByText('Reason: The address is a parking lot.'),
    ).toBeVisible();

    // Contacts: 'Read' is a link that opens the message.
    await page.goto(`${base}/admin?tab=contacts`);
    const firstRead = page.getByRole('link', { name: /^Read message from/ }).first();
    await firstRead.click();
    await expect(page).toHaveURL(/tab=contacts&message=\d+/);
    await expect(page.getByRole('link', { name: /^Hide message from/ })).toHaveCount(1);

    // Audit log: who did what to which item, searchable and filtered without JavaScript.
    await page.goto(`${base}/admin?tab=audit`);
    await page.getByLabel('Search the audit log').fill('parking lot');
    await page.getByLabel('Action').selectOption('listings');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/tab=audit&q=parking\+lot&group=listings/);
    const entry = page.getByRole('row').filter({ hasText: name });
    await expect(entry.getByText('Rejected listing')).toBeVisible();
    await expect(entry.getByText(demo.admin)).toBeVisible();
    await expect(entry.getByText('Reason: The address is a parking lot.')).toBeVisible();
    await noSideways(page);
    await shot(page, `audit-${width}`);

    // A pending edit, previewed as the public would see it, with the decisions in the banner.
    const live = await myListings(ownerContext.request, base);
    const listing = live.filter((b) => b.approved)[width === 390 ? 0 : 1]!;
    const edit = await ownerContext.request.patch(`${base}/api/businesses/${listing.id}`, {
      data: { description: `Now with a shaded deck and a kayak launch (${width}).` },
      headers: { Origin: base },
    });
    expect(edit.status()).toBe(200);
    await page.goto(`${base}/admin?tab=revisions`);
    const card = page.getByRole('listitem').filter({ hasText: `Changes to ${listing.name}` });
    const previewHref = await card.getByRole('link', { name: /Preview with these changes/ }).getAttribute('href');
    await page.goto(`${base}${previewHref}`);
    await expect(page.getByText('Preview of a pending edit, not public.')).toBeVisible();
    await expect(page.getByText(`Now with a shaded deck and a kayak launch (${width}).`)).toBeVisible();
    await expect(page.getByText('Reviews open once this listing is public.')).toBeVisible();
    await noSideways(page);
    await shot(page, `revision-preview-${width}`);
    await page.getByRole('button', { name: 'Approve changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Publish the edit of ${listing.name}?` })).toBeVisible();
    await page.getByRole('button', { name: 'Publish edit' }).click();
    await expect(page).toHaveURL(/tab=revisions$/);
    await expect(page.getByText('Revision approved successfully')).toBeVisible();

    // A claim: the listing as the public sees it beside the claimant's evidence.
    const claimant = await browser.newContext();
    await signInContext(claimant.request, base, demo.owner2);
    const unclaimed = (await (await claimant.request.get(`${base}/api/businesses?unclaimed=true`)).json()) as { id: number }[];
    const claim = await claimant.request.post(`${base}/api/businesses/claim`, {
      data: {
        businessId: unclaimed[width === 390 ? 0 : 1]!.id,
        method: 'review',
        evidence: `Utility bill in my name (${width}).`,
      },
      headers: { Origin: base },
    });
    expect(claim.status()).toBe(202);
    const claimId = ((await claim.json()) as { claim: { id: number } }).claim.id;
    await claimant.close();
    await page.goto(`${base}/admin/claims/${claimId}`);
    await expect(page.getByRole('heading', { name: 'The listing as the public sees it' })).toBeVisible();
    await expect(page.getByText(`Utility bill in my name (${width}).`)).toBeVisible();
    await noSideways(page);
    await shot(page, `claim-preview-${width}`);
    await page.getByRole('button', { name: 'Reject…' }).click();
    await page.getByLabel('Reason (sent to the claimant)').fill('The bill is for a different address.');
    await page.getByRole('button', { name: 'Reject claim' }).click();
    await expect(page.getByText('Claim rejected successfully')).toBeVisible();

    await ownerContext.close();
    await context.close();
  });
}

for (const width of [390, 1280]) {
  test(`the confirmation page, the audit log and a claim preview meet WCAG 2.2 AA (${width} px)`, async ({ page }) => {
    const base = server.url;
    await page.setViewportSize({ width, height: 900 });
    await signInContext(page.request, base, demo.admin);
    await page.goto(`${base}/admin?tab=audit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await noSideways(page);
    await expectNoAxeViolations(page);
    const claimed = (await (await page.request.get(`${base}/api/admin/claims`)).json()) as { id: number }[];
    for (const path of [
      `/admin/confirm?do=business.reject&id=1`,
      `/admin/confirm?do=user.make-admin&id=2`,
      ...(claimed[0] ? [`/admin/claims/${claimed[0].id}`] : []),
    ]) {
      await page.goto(`${base}${path}`);
      await noSideways(page);
      await expectNoAxeViolations(page);
    }
    await page.goto(`${base}/admin/confirm?do=business.delete&id=1`);
    await shot(page, `confirm-delete-${width}`);
  });
}
