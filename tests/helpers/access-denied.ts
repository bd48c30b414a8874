import type { Page } from '@playwright/test';

/**
 * Serves the Access Denied page without the marker its move-home script looks for, so the page holds
 * still while a test looks at it. Without this, a test's check of the toast races the page's own
 * 1-second move to / (on a busy machine the page can finish loading after the move has begun).
 * Returns the function that lets later loads move home again.
 */
export async function holdAccessDeniedPage(page: Page, path: string): Promise<() => Promise<void>> {
  const pattern = `**${path}`;
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('data-redirect-after="1000"', '') });
  });
  return () => page.unroute(pattern);
}
