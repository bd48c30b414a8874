/**
 * Playwright's `test` and `expect`, with one addition: after every navigation a test asks for or waits for, the page's
 * `client:load` islands have started before the test goes on. An action taken earlier lands on the no-JS markup (a
 * form posts natively, a click does nothing), so a test would check the wrong path and fail only on a busy machine.
 * A navigation asked for with `waitUntil: 'commit'` is left alone: that test wants the page before its scripts. So is
 * a page without JavaScript, where Astro's island element is never defined.
 */
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { expect };
export type { Page };

const unstarted = 'astro-island[ssr][client="load"]';

/** Waits until every `client:load` island on the page has hydrated. */
export async function islandsStarted(page: Page): Promise<void> {
  if (!(await page.evaluate(() => customElements.get('astro-island') !== undefined))) return;
  await expect(page.locator(unstarted)).toHaveCount(0);
}

const watched = new WeakSet<Page>();

function waitForIslandsAfterNavigation(page: Page): void {
  if (watched.has(page)) return;
  watched.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await islandsStarted(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await islandsStarted(page);
    return response;
  };
  // After a click that navigates, the test waits for the new URL and then acts on the new page.
  const waitForURL = page.waitForURL.bind(page);
  page.waitForURL = async (url, options) => {
    await waitForURL(url, options);
    if (options?.waitUntil !== 'commit') await islandsStarted(page);
  };
}

function watchContext(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) waitForIslandsAfterNavigation(page);
  context.on('page', waitForIslandsAfterNavigation);
  return context;
}

export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => watchContext(await newContext(options));
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await use(watchContext(context));
  },
  page: async ({ page }, use) => {
    waitForIslandsAfterNavigation(page);
    await use(page);
  },
});
