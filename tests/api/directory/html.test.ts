/** html-validate on the directory, business, event and search pages in their main states (demo data). */
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoServerUrl } from '../../helpers/demo-server';

const validator = new HtmlValidate(new StaticConfigLoader(JSON.parse(readFileSync('.htmlvalidate.json', 'utf8'))));

const server = { url: demoServerUrl() };

describe('directory and events pages are valid HTML', () => {
  const paths = [
    '/business-directory',
    '/business-directory?q=zzzzzz',
    '/business-directory?category=fishing',
    '/business/1',
    '/business/999999',
    '/events',
    '/events?view=month',
    '/events/1',
    '/events/999999',
    '/search',
    '/search?q=fish',
    '/search?q=ferry',
    '/search?q=resturant',
  ];
  for (const path of paths) {
    it(path, async () => {
      const res = await fetch(`${server.url}${path}`);
      const report = await validator.validateString(await res.text());
      const messages = report.results
        .flatMap((r) => r.messages)
        // Astro writes `<style>astro-island{display:contents}</style>` next to the first hydrated island;
        // nothing a page can change (it is not ours to fix here and is harmless in every browser).
        .filter((m) => !(m.ruleId === 'element-permitted-content' && m.message.startsWith('<style>')))
        .map((m) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message}`);
      expect(messages).toEqual([]);
    });
  }
});
