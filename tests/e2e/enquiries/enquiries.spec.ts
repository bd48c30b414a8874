/**
 * Enquiries in a browser: a visitor asks a premium listing a question at 390 px (JavaScript off through the /ask
 * page, and on through the island), the owner answers from the dashboard's Enquiries inbox at 1280 px, and the
 * visitor reads the answer and writes again on the private thread page with JavaScript off. axe where scripts run;
 * screenshots go to SCREENSHOT_DIR as enquiries-*.png.
 */
import type { Page } from '@playwright/test';
import type Database from 'better-sqlite3';
import { expectNoAxeViolations } from '../../helpers/axe';
import { waitForMail } from '../../helpers/mail';
import { useSite } from '../../helpers/browser-site';
import { demo, signInContext } from '../../helpers/owners';
import { expect, test } from '../../helpers/playwright';
import { screenshot, screenshotAtWidths } from '../../helpers/screenshot';
import type { TestServer } from '../../helpers/server';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const VISITOR = 'marisol.e2e@example.net';

let server: TestServer;
let premium: { id: number; name: string };

let db: Database.Database;
useSite((site) => ({ server, db } = site), { demo: true, ownSiteUrl: true });
test.beforeAll(() => {
  premium = db
    .prepare(
      "select b.id, b.name from businesses b join users u on u.id = b.owner_id where u.email = ? and b.approved = 1 and b.plan = 'premium' order by b.id",
    )
    .get(demo.owner) as typeof premium;
});

const askRegion = (page: Page) => page.getByRole('region', { name: 'Ask a question / request a quote' });

async function fillQuestion(page: Page, message: string) {
  await page.getByLabel('Name', { exact: true }).fill('Marisol');
  await page.getByLabel('Email', { exact: true }).fill(VISITOR);
  await page.getByLabel('Your question').fill(message);
}

test('a visitor asks without JavaScript at 390 px: refused with messages, then sent', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`${server.url}/business/${premium.id}`);
  const region = askRegion(page);
  await region.scrollIntoViewIfNeeded();
  await screenshot(page, 'enquiries-listing-form-390', { fullPage: false });
  await region.getByLabel('Email', { exact: true }).fill('not an address');
  await region.getByRole('button', { name: 'Send question' }).click();
  await expect(page).toHaveURL(/\/ask$/);
  await expect(page.getByRole('alert')).toContainText('Please check the form');
  await expect(page.getByText('Please tell the business your name')).toBeVisible();
  await expect(page.getByText('Please write your question in at least 10 characters')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('not an address');
  await screenshot(page, 'enquiries-ask-refused-390');

  await fillQuestion(page, 'Could you quote a sunset trip for four next Friday?');
  await page.getByRole('button', { name: 'Send question' }).click();
  await expect(page).toHaveURL(/\/ask\?sent=1$/);
  await expect(page.getByRole('status').filter({ hasText: `Question sent to ${premium.name}` })).toBeVisible();
  await expect(page.getByText('The answer will come by e-mail to the address you gave.').first()).toBeVisible();
  await screenshotAtWidths(page, 'enquiries-ask-sent');
  await context.close();
});

test('a visitor asks with JavaScript at 390 px, on the listing page', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/business/${premium.id}`);
  await askRegion(page).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="EnquiryForm"]:not([ssr])')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'enquiries-listing-page', { fullPage: true });
  await page.setViewportSize(PHONE);
  await askRegion(page).getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByText('Please tell the business your name')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await fillQuestion(page, 'Do you rent life jackets for small children?');
  await askRegion(page).getByRole('button', { name: 'Send question' }).click();
  await expect(askRegion(page).getByRole('status')).toContainText(`Question sent to ${premium.name}`);
  // The short address answered 301 to the listing's canonical one: the page stays there.
  await expect(page).toHaveURL(new RegExp(`/business/${premium.id}-[a-z0-9-]+$`));
  await screenshot(page, 'enquiries-listing-sent-390', { fullPage: false });
});

const BOOKING = 'https://reeltide.example.com/book?trip=sunset';
const PHONE_NUMBER = '(361) 555-0100';

test('the owner answers in the dashboard at 1280 px', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInContext(page.context().request, server.url, demo.owner);
  await page.goto(`${server.url}/dashboard`);
  const panel = page.getByRole('region', { name: 'Enquiries' });
  await expect(panel).toContainText('2 questions wait for your answer.');
  await screenshotAtWidths(page, 'enquiries-dashboard');
  await panel.getByRole('link', { name: 'Open the Enquiries inbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: premium.name })).toBeVisible();
  await expect(page.getByText(VISITOR)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'enquiries-inbox', { fullPage: true });

  await page.getByRole('link', { name: /sunset trip for four/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry from Marisol' })).toBeVisible();
  await expect(page.getByText('Waiting for your answer')).toBeVisible();
  await page
    .getByLabel('Your answer')
    .fill(`Yes! Four people at sunset is $240, drinks included.\nBook at ${BOOKING} or call ${PHONE_NUMBER}.`);
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Your answer is sent.')).toBeVisible();
  await expect(page.locator('[data-thread-status]')).toHaveText('Answered');
  await expect(page.locator('li[data-author="owner"]')).toContainText('$240, drinks included');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'enquiries-thread-owner', { fullPage: true });
});

test('the visitor reads the answer and writes again on the thread page without JavaScript at 390 px', async ({ browser }) => {
  const mail = await waitForMail(server.outboxDir, (m) => m.to.includes(VISITOR) && m.body.includes('$240'));
  const link = mail.links.find((l) => new URL(l).pathname.startsWith('/enquiries/'))!;
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: `Your conversation with ${premium.name}` })).toBeVisible();
  await expect(page.locator('li[data-author="owner"]')).toContainText('$240');
  // The owner's booking address and number are links the visitor can tap.
  await expect(page.getByRole('link', { name: BOOKING })).toHaveAttribute('href', BOOKING);
  await expect(page.getByRole('link', { name: /555.0100/ })).toHaveAttribute('href', 'tel:3615550100');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Write a message of 2 to 2,000 characters')).toBeVisible();
  await page.getByLabel(`Write to ${premium.name}`).fill('Perfect, we will take it. Can we bring a cooler?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('li[data-author="visitor"]').last()).toContainText('bring a cooler');
  await screenshot(page, 'enquiries-thread-visitor-390');
  await context.close();

  // With scripts on, axe checks the same page.
  const js = await browser.newContext({ viewport: PHONE });
  const jsPage = await js.newPage();
  await jsPage.goto(link);
  await expectNoAxeViolations(jsPage);
  await screenshotAtWidths(jsPage, 'enquiries-thread-visitor');
  await js.close();
});
