/**
 * "Fix this listing" in a browser: a visitor with JavaScript off suggests new hours at 390 px (refused with messages,
 * then sent and back on the listing), the same page with JavaScript at 1280 px, a visitor telling "something else"
 * that reaches the owner's queue and not the admins' contact inbox, the owner accepting one in the dashboard, an
 * admin declining one for an unclaimed listing through the confirmation page, and refused accepting one on a claimed
 * listing (its owner decides), with axe on each screen where scripts run. Screenshots go to SCREENSHOT_DIR as
 * suggestions-*.png.
 */
import type Database from 'better-sqlite3';
import { expectNoAxeViolations } from '../../helpers/axe';
import { useSite } from '../../helpers/browser-site';
import { demo, signInContext } from '../../helpers/owners';
import { expect, test, type Page } from '../../helpers/playwright';
import { screenshot, screenshotAtWidths } from '../../helpers/screenshot';
import type { TestServer } from '../../helpers/server';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let server: TestServer;
let db: Database.Database;
type Listing = { id: number; name: string };
let mine: Listing;
let unclaimed: Listing;

useSite((site) => ({ server, db } = site), { demo: true, ownSiteUrl: true, writable: true });
test.beforeAll(() => {
  mine = db
    .prepare(
      "select b.id, b.name from businesses b join users u on u.id = b.owner_id where u.email = ? and b.approved = 1 and b.plan = 'free' order by b.id limit 1",
    )
    .get(demo.owner) as Listing;
  unclaimed = db
    .prepare('select id, name from businesses where approved = 1 and owner_id is null order by id limit 1')
    .get() as Listing;
});

const latest = (id: number) =>
  db
    .prepare('select field, value, email, status, reason from listing_suggestions where business_id = ? order by id desc')
    .get(id) as { field: string; value: string; email: string | null; status: string; reason: string | null } | undefined;

/** A pending suggestion as the API stores it (the browser's own posts already spend this address's budget). */
function seedSuggestion(listing: Listing, { field, value, note = null, email = null }: Record<string, string | null>): void {
  db.prepare('insert into listing_suggestions (business_id, field, value, note, email) values (?, ?, ?, ?, ?)').run(
    listing.id,
    field,
    value,
    note,
    email,
  );
}

async function openFixPage(page: Page, listing: Listing) {
  await page.goto(`${server.url}/business/${listing.id}`);
  await page.getByRole('link', { name: 'Fix this listing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fix this listing' })).toBeVisible();
}
const send = (page: Page) => page.getByRole('button', { name: 'Send', exact: true }).click();

test('a visitor with JavaScript off suggests new hours at 390 px: refused with messages, then sent', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await openFixPage(page, mine);
  // Nothing chosen yet: no value inputs are shown.
  await expect(page.getByLabel('New phone number')).toBeHidden();
  await screenshot(page, 'suggestions-page-390');

  await page.getByRole('radio', { name: 'Opening hours' }).check();
  await expect(page.getByLabel('Monday', { exact: true })).toBeVisible();
  await expect(page.getByLabel('New phone number')).toBeHidden();
  await page.getByLabel('Monday', { exact: true }).selectOption('hours');
  await page.getByLabel('Monday opens', { exact: true }).fill('09:00');
  await page.getByLabel('Monday closes', { exact: true }).fill('');
  await send(page);
  await expect(page.getByRole('alert')).toContainText('Please check the form');
  await expect(page.getByText('Give both opening and closing times, or mark the day closed').first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Opening hours' })).toBeChecked();
  await expect(page.getByLabel('Monday opens', { exact: true })).toHaveValue('09:00');
  await screenshot(page, 'suggestions-refused-390');

  await page.getByLabel('Monday closes', { exact: true }).fill('17:00');
  await page.getByLabel('Your e-mail (optional)').fill('walker@example.org');
  await send(page);
  await page.waitForURL(new RegExp(`/business/${mine.id}-`));
  await expect(page.getByText('Thank you! The owner or our team will check your suggestion')).toBeVisible();
  await screenshot(page, 'suggestions-sent-390', { fullPage: false });
  const stored = latest(mine.id)!;
  expect(stored).toMatchObject({ field: 'hours', email: 'walker@example.org', status: 'pending' });
  expect(JSON.parse(stored.value).monday).toEqual({ open: '09:00', close: '17:00', closed: false });
  await context.close();
});

test('the fix page with JavaScript at 1280 px: a wrong phone is refused, a right one sent', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openFixPage(page, unclaimed);
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'Phone number' }).check();
  await page.getByLabel('New phone number').fill('12');
  await send(page);
  await expect(page.getByText('Valid phone number is required')).toBeVisible();
  await expect(page.getByLabel('New phone number')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await screenshot(page, 'suggestions-refused-1280');
  await page.getByLabel('New phone number').fill('(361) 555-0164');
  await send(page);
  await page.waitForURL(new RegExp(`/business/${unclaimed.id}-`));
  await expect(page.getByText('Thank you! The owner or our team will check your suggestion')).toBeVisible();
  expect(latest(unclaimed.id)).toMatchObject({ field: 'phone', value: '(361) 555-0164', status: 'pending' });
});

test('the owner accepts a suggestion in the dashboard at 1280 px, and the listing shows it', async ({ page }) => {
  seedSuggestion(mine, { field: 'phone', value: '(361) 555-0190', note: 'Their new sign shows this number.' });
  await signInContext(page.context().request, server.url, demo.owner);
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/dashboard#suggestions`);
  const section = page.getByRole('region', { name: 'Suggested edits' });
  await section.scrollIntoViewIfNeeded();
  await screenshot(section, 'suggestions-dashboard-390');
  await page.setViewportSize(DESKTOP);
  const card = section.getByRole('listitem').filter({ hasText: '(361) 555-0190' });
  await expect(card).toContainText('Their new sign shows this number.');
  await expect(card).toContainText('Now');
  await expectNoAxeViolations(page);
  await screenshot(section, 'suggestions-dashboard-1280');
  await card.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.waitForURL(/\/dashboard/);
  await expect(page.getByText('Suggestion accepted: the listing shows the new value now.')).toBeVisible();
  await expect(section.getByText('Decided recently')).toBeVisible();
  await page.goto(`${server.url}/business/${mine.id}`);
  await expect(page.getByText('(361) 555-0190').first()).toBeVisible();
});

test('an admin declines a suggestion for an unclaimed listing with a reason at 1280 px', async ({ page }) => {
  seedSuggestion(unclaimed, { field: 'website', value: 'https://not-theirs.example.net', email: 'tipster@example.org' });
  await signInContext(page.context().request, server.url, demo.admin);
  await page.setViewportSize(DESKTOP);
  await page.goto(`${server.url}/admin`);
  await screenshotAtWidths(page, 'suggestions-admin-dashboard');
  await page.getByRole('link', { name: 'Suggested edits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suggested edits' })).toBeVisible();
  const card = page.locator('article').filter({ hasText: 'https://not-theirs.example.net' });
  await expect(card).toContainText('tipster@example.org');
  await expect(card).toContainText('Unclaimed: only our team can decide.');
  await expectNoAxeViolations(page);
  await screenshot(page, 'suggestions-admin-1280');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'suggestions-admin-390');
  await page.setViewportSize(DESKTOP);

  await card.getByRole('button', { name: 'Decline…' }).click();
  await expect(page.getByRole('heading', { name: `Decline the suggested edit of ${unclaimed.name}?` })).toBeVisible();
  await page.getByRole('button', { name: 'Decline suggestion' }).click();
  await expect(page.getByText('Give a reason')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'suggestions-admin-confirm-1280');
  await page.getByLabel(/Reason \(sent to the visitor who suggested it\)/).fill('That website belongs to another business.');
  await page.getByRole('button', { name: 'Decline suggestion' }).click();
  await page.waitForURL(/\/admin\/suggestions$/);
  await expect(page.getByText('Suggestion declined: the listing stays as it is.')).toBeVisible();
  await expect(page.locator('article').filter({ hasText: 'https://not-theirs.example.net' })).toContainText(
    'Declined: That website belongs to another business.',
  );
  expect(latest(unclaimed.id)).toMatchObject({ status: 'rejected', reason: 'That website belongs to another business.' });
});

test('on a claimed listing an admin is offered only Decline…, and the accept page says the owner decides, at 390 px', async ({
  page,
}) => {
  seedSuggestion(mine, { field: 'closed', value: '', note: 'This shop closed.' });
  const id = (db.prepare('select max(id) as id from listing_suggestions where business_id = ?').get(mine.id) as { id: number })
    .id;
  await signInContext(page.context().request, server.url, demo.admin);
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/admin/suggestions`);
  const card = page.locator(`article[data-suggestion="${id}"]`);
  await expect(card).toContainText('Claimed: its owner accepts or declines it (you can decline spam or abuse).');
  await expect(card.getByRole('button', { name: 'Decline…' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Accept…' })).toHaveCount(0);

  const answer = await page.goto(`${server.url}/admin/confirm?do=suggestion.accept&id=${id}`);
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole('alert')).toContainText('This listing has an owner, who decides on suggested edits of it');
  await expect(page.getByRole('button', { name: 'Take listing down' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'suggestions-admin-owner-decides-390');
  expect(latest(mine.id)).toMatchObject({ field: 'closed', status: 'pending' });
});

test('the owner declines without JavaScript at 390 px: a reason is asked on the suggestion’s page, then sent', async ({
  browser,
}) => {
  seedSuggestion(mine, { field: 'address', value: '5 Wrong Way, Port Aransas, TX' });
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  await signInContext(context.request, server.url, demo.owner);
  const page = await context.newPage();
  await page.goto(`${server.url}/dashboard#suggestions`);
  const card = page.getByRole('listitem').filter({ hasText: '5 Wrong Way' });
  await card.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suggested edit' })).toBeVisible();
  await expect(page.getByText('Give a reason: the visitor who suggested it reads it')).toBeVisible();
  await screenshot(page, 'suggestions-owner-refused-390');
  await page.getByLabel('Reason or note for the visitor').fill('We have not moved.');
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/\/dashboard/);
  await expect(page.getByText('Suggestion declined: the listing stays as it is.')).toBeVisible();
  expect(latest(mine.id)).toMatchObject({ field: 'address', status: 'rejected', reason: 'We have not moved.' });
  await context.close();
});

test('"something else" without JavaScript at 390 px reaches the owner’s queue, not the contact inbox', async ({ browser }) => {
  const words = 'The photos in the gallery are of the shop next door.';
  const visitor = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await visitor.newPage();
  await openFixPage(page, mine);
  await page.getByRole('radio', { name: 'Something else' }).check();
  await expect(page.getByLabel('What is wrong?')).toBeVisible();
  await expect(page.getByLabel('New phone number')).toBeHidden();
  // Too short a text is refused in tests/api/suggestions/submit.test.ts: every post here spends the one address's
  // suggestion budget (a burst of 5), which this file's other sends already use.
  await page.getByLabel('What is wrong?').fill(words);
  await screenshot(page, 'suggestions-something-else-390');
  await send(page);
  await page.waitForURL(new RegExp(`/business/${mine.id}-`));
  await expect(page.getByText('Thank you! The owner or our team will check your suggestion')).toBeVisible();
  await visitor.close();
  expect(latest(mine.id)).toMatchObject({ field: 'other', value: words, status: 'pending' });

  const owner = await browser.newContext({ viewport: PHONE });
  await signInContext(owner.request, server.url, demo.owner);
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`${server.url}/dashboard#suggestions`);
  const card = ownerPage.getByRole('region', { name: 'Suggested edits' }).getByRole('listitem').filter({ hasText: words });
  await expect(card).toContainText('What the visitor says is wrong');
  await expect(card.getByRole('button', { name: 'Mark as fixed' })).toBeVisible();
  await expectNoAxeViolations(ownerPage);
  await card.scrollIntoViewIfNeeded();
  await screenshot(card, 'suggestions-something-else-owner-390');
  await owner.close();

  const admin = await browser.newContext({ viewport: DESKTOP });
  await signInContext(admin.request, server.url, demo.admin);
  const adminPage = await admin.newPage();
  await adminPage.goto(`${server.url}/admin?tab=contacts&q=${encodeURIComponent(mine.name)}`);
  await expect(adminPage.getByText(/Contact messages, newest first|No contact messages/).first()).toBeVisible();
  await expect(adminPage.getByRole('row').filter({ hasText: mine.name })).toHaveCount(0);
  expect(db.prepare('select count(*) as n from contact_messages where message = ?').get(words)).toEqual({ n: 0 });
  await adminPage.goto(`${server.url}/admin/suggestions`);
  await expect(adminPage.locator('article').filter({ hasText: words })).toContainText(
    'Claimed: its owner accepts or declines it',
  );
  await admin.close();
});

test('the listing has one "Fix this listing" link, and the former addresses open its page, at 390 and 1280 px', async ({
  page,
}) => {
  await page.goto(`${server.url}/business/${unclaimed.id}`);
  const link = page.locator('[data-fix-listing]');
  await expect(link.getByRole('link', { name: 'Fix this listing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Suggest an edit' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Report a problem' })).toHaveCount(0);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await link.scrollIntoViewIfNeeded();
    await screenshot(page, `suggestions-listing-link-${size.width}`, { fullPage: false });
  }
  for (const old of ['suggest', 'report-problem']) {
    await page.goto(`${server.url}/business/${unclaimed.id}/${old}`);
    await expect(page).toHaveURL(new RegExp(`/business/${unclaimed.id}-[a-z0-9-]+/fix$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Fix this listing' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'suggestions-fix-page');
});
