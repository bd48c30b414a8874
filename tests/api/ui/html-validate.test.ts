/**
 * Valid HTML: html-validate finds 0 errors on every prerendered page, and on the
 * on-demand pages a visitor reaches most.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoServerUrl } from '../../helpers/demo-server';
import { describeReport, validator } from '../../helpers/html-validate';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return entry.endsWith('.html') ? [full] : [];
  });
}

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
    '/alerts',
    '/alerts/confirm?token=not-a-real-token',
    '/alerts/unsubscribe?token=not-a-real-token',
    // The home spotlight, and a search with no results (its "Browse instead" links).
    '/',
    '/search?q=bars',
    // The listing sign-up form (its one-line address field's autocomplete).
    '/business-signup',
  ];
  for (const path of paths) {
    it(`${path} is valid HTML`, async () => {
      const res = await fetch(`${server.url}${path}`);
      const report = await validator.validateString(await res.text());
      expect(describeReport(report)).toEqual([]);
    });
  }
});
