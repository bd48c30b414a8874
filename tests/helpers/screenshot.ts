/**
 * Screenshots are for a person to look at (every screen at phone and desktop widths), not checks:
 * they are taken only when SCREENSHOT_DIR is set (`SCREENSHOT_DIR=test-results/screens npx playwright test`).
 * In `npm test` they are skipped: encoding full-page PNGs was a large share of the browser suite's CPU time.
 */
import type { Locator, Page } from '@playwright/test';

/** Saves `${SCREENSHOT_DIR}/${name}.png` (a page: the full page unless `fullPage: false`; a locator: its box). */
export async function screenshot(target: Page | Locator, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const path = `${dir}/${name}.png`;
  if ('goto' in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}

/** The same screen at a phone's and a desktop's width, `${name}-390.png` and `${name}-1280.png` (left at 1280 px). */
export async function screenshotAtWidths(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  if (!process.env.SCREENSHOT_DIR) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`, { fullPage });
  }
}
