/**
 * DESIGN.md §5 "HTML": html-validate finds 0 errors on every prerendered page, and on the
 * on-demand pages a visitor reaches most.
 */
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoServerUrl } from '../helpers/demo-server';

// The project's rules, loaded explicitly: a config searched for from a page's path may not be found.
const validator = new HtmlValidate(new StaticConfigLoader(JSON.parse(readFileSync('.htmlvalidate.json', 'utf8'))));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return entry.endsWith('.html') ? [full] : [];
  });
}

const describeReport = (report: Awaited<ReturnType<HtmlValidate['validateString']>>) =>
  report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message}`));

describe('the validator', () => {
  it('reports errors in invalid markup', async () => {
    const report = await validator.validateString(
      '<!doctype html><html lang="en"><head><title>x</title></head><body><div><p>x</div></body></html>',
    );
    expect(report.valid).toBe(false);
  });
});

describe('prerendered pages', () => {
  const files = htmlFiles('dist/client');
  it('were built', () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    it(`${file} is valid HTML`, async () => {
      const report = await validator.validateFile(file);
      expect(describeReport(report)).toEqual([]);
    });
  }
});

describe('on-demand pages', () => {
  const server = { url: demoServerUrl() };

  const paths = [
    '/no-such-page',
    '/newsletter/confirm?token=not-a-real-token',
    '/newsletter/unsubscribe?token=not-a-real-token',
    // The home spotlight, and a search with no results (its "Browse instead" links).
    '/',
    '/search?q=bars',
  ];
  for (const path of paths) {
    it(`${path} is valid HTML`, async () => {
      const res = await fetch(`${server.url}${path}`);
      const report = await validator.validateString(await res.text());
      expect(describeReport(report)).toEqual([]);
    });
  }
});
