/**
 * "Tell me if this changes" on an event page and the confirmation that only its button completes, in Chromium
 * against the shared demo server, mail read from its outbox. Screenshots of the event page's form and the confirm
 * page at 390 px and 1280 px (with SCREENSHOT_DIR set).
 */
import { join } from 'node:path';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { waitForMail } from '../../helpers/mail';
import { screenshot, screenshotAtWidths } from '../../helpers/screenshot';

const outboxDir = join(process.env.E2E_DATA_DIR!, 'outbox');

test('an event page asks, the mailed link shows a button, and only the button confirms', async ({ page, request }) => {
  const events = (await (await request.get('/api/events')).json()) as { id: number; title: string }[];
  const event = events[0]!;
  await page.goto(`/events/${event.id}`);
  const box = page.getByRole('region', { name: 'Tell me if this changes' });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(box, `alerts-event-form-${width}`);
  }
  const email = `e2e-alerts-${Date.now()}@example.com`;
  await box.getByRole('textbox', { name: 'Your email' }).fill(email);
  await box.getByRole('button', { name: 'Tell me if this changes' }).click();
  await expect(page).toHaveURL(/\/alerts\?sent=1$/);
  await expect(page.getByRole('status')).toContainText('check your email');

  const mail = await waitForMail(outboxDir, (m) => m.to.includes(email) && /confirm your .* alerts/i.test(m.subject));
  const link = new URL(mail.links.find((l) => new URL(l).pathname === '/alerts/confirm')!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your alerts');
  await expect(page.getByText(event.title)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'alerts-confirm');
  await page.getByRole('button', { name: 'Confirm my alerts' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your alerts are on');
  await screenshotAtWidths(page, 'alerts-confirmed');
});
