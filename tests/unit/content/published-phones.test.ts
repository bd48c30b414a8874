/**
 * Every phone number the site publishes from its content must ring the right place: Local Resources once listed
 * fictional 555 numbers as tel: links, some the same as demo listings' (the fire department's line rang a café).
 * A number in content/ is published only from a Local Resources entry with its source and the day it was checked,
 * is never a 555 number and never a demo business's; no page template types a number of its own. The site's own
 * phone (SITE_PHONE) has no default: a made-up one was shown on /contact, the legal pages and in the JSON-LD.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { seedDemoData } from '#seed/index.ts';
import { fictionalNumberProblem, nationalDigits } from '#src/features/content/server/phone-numbers.ts';
import { guideSchema, type GuidePage } from '#src/features/content/server/guide-schema.ts';
import { openDb } from '#src/platform/server/db/client.ts';
import { businesses } from '#src/platform/server/db/schema.ts';

/** North American numbers as people type them: (361) 555-0100, 361-555-0100, 361.555.0100, 1-800-222-1222. */
const PHONE = /(?:\+?1[ .-]?)?(?:\(\d{3}\) ?|\b\d{3}[ .-])\d{3}[ .-]\d{4}\b/g;

const filesUnder = (dir: string, ends: RegExp) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => ends.test(f))
    .map((f) => join(dir, f));

const guideFiles = filesUnder('content/guide', /\.yaml$/);
const guide = guideFiles.map((f) => guideSchema.parse(parse(readFileSync(f, 'utf8'))));
const resources = guide.find((p): p is Extract<GuidePage, { page: '/resources' }> => p.page === '/resources')!;
const published = resources.groups.flatMap((g) => g.entries).filter((e) => e.phone);

let demoPhones: Set<string>;
let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'published-phones-'));
  const db = openDb(join(dir, 'site.db'));
  seedDemoData(db);
  demoPhones = new Set(
    db
      .select({ phone: businesses.phone })
      .from(businesses)
      .all()
      .flatMap((b) => (b.phone ? [nationalDigits(b.phone)] : [])),
  );
  db.$client.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('published phone numbers', () => {
  it('Local Resources dials only 911 and numbers with a source and a check date, none fictional or a demo listing’s', () => {
    expect(resources.emergency.number).toBe('911');
    expect(demoPhones.size).toBeGreaterThan(10);
    for (const entry of published) {
      expect(entry.source, entry.name).toMatch(/^https:\/\//);
      expect(entry.verifiedAt, entry.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(fictionalNumberProblem(entry.phone!), entry.name).toBeUndefined();
      expect(demoPhones.has(nationalDigits(entry.phone!)), `${entry.name} has a demo listing's number`).toBe(false);
    }
  });

  it('no other number is typed anywhere in content/ or in a page template', () => {
    const allowed = new Set(published.map((e) => nationalDigits(e.phone!)));
    const files = [
      ...filesUnder('content', /\.(ya?ml|md)$/),
      ...filesUnder('src/pages', /\.astro$/),
      ...filesUnder('src/features', /\.astro$/),
    ];
    const stray = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(PHONE)]
        .map(([found]) => found)
        .filter((found) => !allowed.has(nationalDigits(found)))
        .map((found) => `${file}: ${found}`),
    );
    expect(stray).toEqual([]);
  });

  it('the site config and .env.example default to no site phone, and type no fictional number', async () => {
    // The default every deployment starts from, whatever this machine's environment sets.
    vi.stubEnv('SITE_PHONE', '');
    vi.resetModules();
    const { site } = await import('#src/config/site.ts');
    vi.unstubAllEnvs();
    expect(site.phone).toBe('');
    const typed = ['src/config/site.ts', 'src/config/env.ts', '.env.example'].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(PHONE)].map(([found]) => `${file}: ${found}`),
    );
    expect(typed.filter((t) => fictionalNumberProblem(t.split(': ')[1]!) !== undefined)).toEqual([]);
  });

  it('the guide schema refuses a number without its source or check date, and any 555 number', () => {
    const withEntry = (entry: Record<string, unknown>) => ({
      ...resources,
      groups: [{ title: 'City Services', icon: 'building', entries: [entry] }],
    });
    const issues = (entry: Record<string, unknown>) => {
      const result = guideSchema.safeParse(withEntry(entry));
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues({ name: 'City Hall', phone: '(361) 749-0000' })).toEqual([
      'groups.0.entries.0.source: Required with a phone number (where and when it was checked)',
      'groups.0.entries.0.verifiedAt: Required with a phone number (where and when it was checked)',
    ]);
    const checked = { source: 'https://www.example.gov/contact', verifiedAt: '2026-11-30' };
    expect(issues({ name: 'City Hall', phone: '(361) 555-0100', ...checked })).toEqual([
      'groups.0.entries.0.phone: 555 numbers are fictional: publish a checked number or link to the official page',
    ]);
    expect(issues({ name: 'City Hall', phone: '749-0000', ...checked })).toEqual([
      'groups.0.entries.0.phone: must be a full phone number, area code included',
    ]);
    expect(issues({ name: 'City Hall', phone: '(361) 749-0000', ...checked, verifiedAt: '2026-02-30' })).toEqual([
      'groups.0.entries.0.verifiedAt: must be a date written YYYY-MM-DD',
    ]);
    expect(issues({ name: 'City Hall', phone: '(361) 749-0000', ...checked })).toEqual([]);
    expect(guideSchema.safeParse({ ...resources, emergency: { ...resources.emergency, number: '555-0111' } }).success).toBe(
      false,
    );
  });
});
