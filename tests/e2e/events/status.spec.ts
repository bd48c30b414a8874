/**
 * An owner cancels their own event from My Events (confirmation first), and visitors see the Cancelled
 * badge on the event page and its card, at 390 px and 1280 px. Screenshots in test-results/.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import type Database from 'better-sqlite3';
import { expectNoAxeViolations } from '../../helpers/axe';
import { demo, signInContext } from '../../helpers/owners';
import { useSite } from '../../helpers/browser-site';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';

let server: TestServer;
let db: Database.Database;
useSite((site) => ({ server, db } = site), { demo: true, ownSiteUrl: true, writable: true });

const shot = (page: Page, name: string) => screenshot(page, `event-status-${name}`);

/** An approved event of the demo owner, two weeks ahead. */
function ownersEvent(title: string): number {
  const owner = db.prepare('select id from users where email = ?').get(demo.owner) as { id: number };
  const start = Date.now() + 14 * 86_400_000;
  const id = db
    .prepare(
      `insert into events (title, description, category, location, start_date, end_date, approved, owner_id)
       values (?, 'Sunset paddle along the channel.', 'Community', 'Roberts Point Park, Port Aransas', ?, ?, 1, ?)`,
    )
    .run(title, start, start + 7_200_000, owner.id).lastInsertRowid;
  return Number(id);
}

for (const width of [390, 1280]) {
  test(`the owner cancels their event and visitors see it cancelled (${width} px)`, async ({ page, browser }) => {
    const title = `Channel Paddle ${width}`;
    const id = ownersEvent(title);
    await page.setViewportSize({ width, height: 900 });
    await signInContext(page.request, server.url, demo.owner);
    await page.goto(`${server.url}/dashboard?tab=events`);
    await expect(page.locator('astro-island[component-url*="OwnerDashboard"]:not([ssr])')).toHaveCount(1);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await card.getByRole('button', { name: `Cancel event: ${title}` }).click();
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    expect(asked).toContain(`Cancel ${title}?`);
    await expect(card.getByRole('button', { name: `Back on schedule: ${title}` })).toBeVisible();
    await shot(page, `dashboard-${width}`);

    const visitorContext = await browser.newContext({ viewport: { width, height: 900 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${server.url}/events/${id}`);
    await expect(visitor.getByText('This event has been cancelled.')).toBeVisible();
    await expect(visitor.locator('[data-event-status="cancelled"]').first()).toHaveText('Cancelled');
    await expect(visitor.getByRole('group', { name: 'Add to calendar' })).toHaveCount(0);
    await expectNoAxeViolations(visitor);
    await screenshot(visitor, `event-status-page-${width}`, { fullPage: false });
    await visitor.goto(`${server.url}/search?q=${encodeURIComponent(title)}`);
    const listed = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: title }) });
    await expect(listed.getByText('Cancelled', { exact: true })).toBeVisible();
    await screenshot(listed, `event-status-card-${width}`);
    await visitorContext.close();
  });
}
