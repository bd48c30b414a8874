/**
 * The owner's and the admin's dashboard tabs at a phone's 390 px: every tab is on screen (the row wraps, nothing is
 * cut at the edge or hidden in a sideways scroll), the current one included; at 1280 px they stay one row. On the
 * shared demo server, read only.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../helpers/playwright';
import { expectNoAxeViolations } from '../../helpers/axe';
import { demo, signInContext } from '../../helpers/owners';
import { screenshot } from '../../helpers/screenshot';

async function tabBoxes(page: Page) {
  const tablist = page.getByRole('tablist');
  const overflow = await tablist.evaluate((el) => el.scrollWidth - el.clientWidth);
  const boxes = await Promise.all((await page.getByRole('tab').all()).map((tab) => tab.boundingBox()));
  return { overflow, boxes: boxes.map((b) => b!) };
}

for (const { who, email, path, current } of [
  { who: 'owner', email: demo.owner, path: '/dashboard?tab=subscription', current: 'Subscription' },
  { who: 'admin', email: demo.admin, path: '/admin?tab=audit', current: 'Audit log' },
]) {
  test(`${who} dashboard tabs all fit a 390 px screen, the current one in view, and stay one row at 1280 px`, async ({
    page,
  }) => {
    await signInContext(page.request, test.info().project.use.baseURL!, email);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.getByRole('tab', { name: current })).toHaveAttribute('aria-selected', 'true');
    // The admin's tabs sit below the waiting notice: bring the row up, then the current tab must be whole on screen.
    await page.getByRole('tablist').scrollIntoViewIfNeeded();
    await expect(page.getByRole('tab', { name: current })).toBeInViewport({ ratio: 1 });
    const phone = await tabBoxes(page);
    expect(phone.overflow).toBeLessThanOrEqual(0);
    for (const box of phone.boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await screenshot(page, `tabs-${who}-390`, { fullPage: false });
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    const desktop = await tabBoxes(page);
    expect(new Set(desktop.boxes.map((b) => Math.round(b.y))).size).toBe(1);
    await screenshot(page, `tabs-${who}-1280`, { fullPage: false });
  });
}
