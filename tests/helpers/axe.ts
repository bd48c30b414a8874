import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.2 AA rules; a violation fails the test with the rule ids and offending nodes listed.
 * Legacy mode runs axe.run() in the page itself. The default mode exists for cross-origin iframes (the site's only one
 * is a third-party video player, created on click, that the tests never load): it opens a second, blank page for every
 * check to merge the frames' results, which makes each check slower for the same rules and results.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
