/**
 * Issue 17: a crawler asking for every listing's page meets pages already made. The server fills its
 * page store (src/server/cache/page-store.ts) in the background while no visitor is being served,
 * through its own request path; those renders are neither logged nor counted as visits, and a stored
 * page is the very page a render gives. (Which writes retire a stored page: tests/unit/server/page-store.test.ts
 * and tests/api/cache-freshness.test.ts.)
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulkBusinesses } from '../../db/seed/bulk';
import { openDb } from '../../src/server/db/client';
import { startOwnersServer } from '../helpers/owners';
import type { TestServer } from '../helpers/server';

let server: TestServer;
let db: Database.Database;
let paths: string[];

/** The number of pages the store says it keeps, from its last background pass's log line (0 before any). */
const keptPages = () =>
  Math.max(
    0,
    ...[...server.output().matchAll(/\[page-store\] \d+ listing pages rendered[^"]*; (\d+) kept/g)].map((m) => Number(m[1])),
  );

beforeAll(async () => {
  // Visit counters are written every 100 ms (the default: 5 s).
  server = await startOwnersServer({ demoData: true, env: { INSIGHTS_FLUSH_MS: '100' } });
  db = new Database(server.dbPath, { readonly: true });
  paths = (
    db.prepare('select id, slug from businesses where approved = 1 order by id').all() as { id: number; slug: string }[]
  ).map((b) => `/business/${b.id}-${b.slug}`);
  // Any page loads the site's code, and with it the store.
  expect((await fetch(`${server.url}/business-directory`)).status).toBe(200);
});
afterAll(async () => {
  db?.close();
  await server?.stop();
});

describe('the page store', () => {
  it("keeps every public listing's page, rendered in the background, without logging or counting those renders", async () => {
    const deadline = Date.now() + 30_000;
    while (keptPages() < paths.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(keptPages()).toBe(paths.length);
    // The request log shows visitors' requests only: the directory page above, no listing page.
    expect(server.output()).not.toMatch(/"path":"\/business\/\d/);
    expect(db.prepare('select coalesce(sum(views), 0) from business_daily_stats').pluck().get()).toBe(0);
  });

  it('answers a brotli client with the page a render gives', async () => {
    const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
    for (const path of paths.slice(0, 5)) {
      const stored = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'br', 'User-Agent': browser } });
      expect(stored.status).toBe(200);
      expect(stored.headers.get('content-encoding')).toBe('br');
      expect(stored.headers.get('content-type')).toContain('text/html');
      expect(stored.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const rendered = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
      // Islands' React id prefixes follow the order components first render in a process: the same page otherwise.
      const same = (html: string) => html.replace(/ prefix="s\d+"/g, '');
      expect(same(await stored.text())).toBe(same(await rendered.text()));
    }
    expect(server.output()).toMatch(/"path":"\/business\/\d/);
  });
});

describe('stopping while the page store fills', () => {
  it('stops at once, not at the end of its grace period, with a background render under way', async () => {
    const busy = await startOwnersServer({ demoData: true });
    try {
      // 1,500 more listings: the background pass takes seconds, so it is rendering when the stop comes.
      const db = openDb(busy.dbPath);
      seedBulkBusinesses(db, 1_500);
      db.$client.close();
      expect((await fetch(`${busy.url}/business-directory`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2_500)); // the pass starts a second after the store
    } finally {
      await busy.stop();
    }
    expect(busy.output()).not.toContain('[page-store] 15'); // still filling when stopped
    expect(busy.output()).toContain('[start] shutdown: database: done');
    expect(busy.output()).not.toContain('grace period over');
  });
});
