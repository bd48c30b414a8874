/**
 * What a visitor sees while another process holds the database's write lock: the contact
 * form says the site is busy and nothing was saved, with and without JavaScript, and a page that writes
 * outside the forms answers the busy page. Accessible (axe needs JavaScript: checked on the pages as they
 * are with it); screenshots at phone and desktop widths.
 */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { screenshotAtWidths } from '../../helpers/screenshot';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';

const BUSY_TEXT = 'The site is busy saving other changes, so nothing was saved. Please try again in a few seconds.';

let server: TestServer;
let operator: Database.Database | undefined;

useSite((site) => ({ server } = site), { ownSiteUrl: true });

/** A subscriber with a known unsubscribe token, written before any lock (the unsubscribe button is a write). */
const UNSUBSCRIBE_TOKEN = 'c'.repeat(32);

test.beforeAll(() => {
  const writer = new Database(server.dbPath);
  writer
    .prepare('insert into newsletter_subscribers (email, unsubscribe_token_hash, created_at) values (?, ?, ?)')
    .run('lock-test@example.org', createHash('sha256').update(UNSUBSCRIBE_TOKEN).digest('hex'), Date.now());
  writer.close();
});
/** As `sqlite3` with BEGIN EXCLUSIVE and a write would; let go after each test. */
test.beforeEach(() => {
  operator = new Database(server.dbPath);
  operator.exec('BEGIN EXCLUSIVE');
  operator.exec('create table if not exists operator_note (note text)');
});
test.afterEach(() => {
  operator?.exec('ROLLBACK');
  operator?.close();
  operator = undefined;
});

async function fillContactForm(page: Page) {
  await page.getByLabel('Name').fill('Dana Lockwood');
  await page.getByLabel('Email').fill('dana@example.org');
  await page.getByLabel('Subject').fill('Kayak rentals');
  await page.getByLabel('Message').fill('Do any of the listed outfitters rent kayaks by the hour?');
  await page.getByRole('button', { name: 'Send Message' }).click();
}

test('the contact form says the site is busy and keeps what was typed', async ({ page }) => {
  await page.goto(`${server.url}/contact`);
  await expect(page.locator('astro-island:not([ssr])').first()).toBeAttached();
  await fillContactForm(page);
  await expect(page.getByText(BUSY_TEXT)).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('Do any of the listed outfitters rent kayaks by the hour?');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'database-lock-contact-island');
});

test('without JavaScript the contact page comes back with the message and the fields as typed', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/contact`);
  await fillContactForm(page);
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('alert')).toContainText(BUSY_TEXT);
  await expect(page.getByLabel('Name')).toHaveValue('Dana Lockwood');
  await screenshotAtWidths(page, 'database-lock-contact-no-js');
  await context.close();
});

test('a page that writes outside the forms answers the busy page, with a way to try again', async ({
  browser,
  page: checked,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The unsubscribe link's page: opening it only reads; its button writes.
  await page.goto(`${server.url}/newsletter/unsubscribe?token=${UNSUBSCRIBE_TOKEN}`);
  const answer = page.waitForResponse((r) => r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  expect((await answer).status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: 'Please try again in a moment' })).toBeVisible();
  await expect(page.getByText(BUSY_TEXT)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    `/newsletter/unsubscribe?token=${UNSUBSCRIBE_TOKEN}`,
  );
  await screenshotAtWidths(page, 'database-lock-busy-page');
  await context.close();
  // axe runs in the page's JavaScript: the same page, asked for directly.
  expect((await checked.goto(`${server.url}/site-busy`))?.status()).toBe(503);
  await expect(checked.getByText(BUSY_TEXT)).toBeVisible();
  await expectNoAxeViolations(checked);
});
