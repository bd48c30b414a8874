/**
 * The guide texts (content/guide/**.yaml) against their schema: every file fits its page, and the mistakes an
 * editor is likely to make are refused with the field named (the build reports the same messages).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { guideSchema } from '#src/features/content/server/guide-schema.ts';

const DIR = 'content/guide';
const files = readdirSync(DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml'));
const load = (file: string) => parse(readFileSync(join(DIR, file), 'utf8')) as Record<string, unknown>;
const issues = (data: unknown) => {
  const result = guideSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('guide texts', () => {
  it('one file for each of the ten guide pages, each fitting its page', () => {
    const pages = files.map((f) => load(f).page).sort();
    expect(pages).toEqual([
      '/',
      '/activities/dining',
      '/activities/fishing',
      '/activities/recreation',
      '/attractions',
      '/dining',
      '/getting-here',
      '/lodging',
      '/resources',
      '/visitors',
    ]);
    for (const file of files) expect(issues(load(file)), file).toEqual([]);
  });

  it('refuses an unknown placeholder, a missing text, a misspelt field and a link that is not a path or https', () => {
    const visitors = load('visitors.yaml');
    expect(issues({ ...visitors, intro: 'Welcome to {town}' })).toEqual([
      'intro: {town} is not a placeholder: use one of {siteName}, {company}, {city}, {email}, {phone}, {address}, {noaaStation}',
    ]);
    expect(issues({ ...visitors, title: undefined })).toEqual(['title: Required']);
    expect(issues({ ...visitors, intro2: 'x' })[0]).toMatch(/Unrecognized key.*intro2/);
    const [first, ...rest] = visitors.planYourVisit as Record<string, unknown>[];
    expect(issues({ ...visitors, planYourVisit: [{ ...first, href: 'javascript:alert(1)' }, ...rest] })).toEqual([
      'planYourVisit.0.href: must start with / (a page here) or https://',
    ]);
  });
});
