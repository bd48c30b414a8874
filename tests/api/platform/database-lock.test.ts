/**
 * Another process holding SQLite's write lock (an operator's `sqlite3` inside BEGIN
 * EXCLUSIVE, a script, VACUUM) never freezes the site. Reads, static pages and /healthz answer while
 * it holds the lock, /healthz says 503 "locked", a write is refused with 503 + Retry-After and
 * changes nothing, background writes (a session's refresh, the insights counters) wait or are skipped,
 * and everything works again once the lock is gone.
 *
 * The lock is held from this process, as `sqlite3` would hold it, for at most HOLD_MS. A write that waited
 * on the lock would hold the server's event loop until the lock went, so each test asserts that the
 * requests below finished while it was still held.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { Client, postForm } from '../../helpers/http';
import { demo, DEMO_PASSWORD, signedIn } from '../../helpers/owners';
import { useSite } from '../../helpers/use-site';
import type { TestServer } from '../../helpers/server';
import { waitFor } from '../../helpers/wait';

/** Less than the old 5 s wait, so that a server still waiting for the lock is caught; far more than the requests need. */
const HOLD_MS = 4_000;
const BUSY_TEXT = 'The site is busy saving other changes, so nothing was saved. Please try again in a few seconds.';

let server: TestServer;
let db: Database.Database;
const validator = new HtmlValidate(new StaticConfigLoader(JSON.parse(readFileSync('.htmlvalidate.json', 'utf8'))));
const htmlProblems = async (html: string) =>
  (await validator.validateString(html)).results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));

// Counters flushed every 200 ms, so a flush meets the lock within the window.
useSite((site) => ({ server, db } = site), { demo: true, ownSiteUrl: true, env: { INSIGHTS_FLUSH_MS: '200' } });

/**
 * Runs `during` while a second connection holds the write lock with a write of its own (BEGIN EXCLUSIVE,
 * an UPDATE), committed when `during` is done or after HOLD_MS, whichever comes first.
 */
async function whileLocked<T>(during: () => Promise<T>): Promise<{ result: T; finishedWhileLocked: boolean }> {
  const operator = new Database(server.dbPath);
  operator.exec('BEGIN EXCLUSIVE');
  operator.prepare('update users set updated_at = updated_at where id = (select min(id) from users)').run();
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    operator.exec('COMMIT');
    operator.close();
  };
  const timer = setTimeout(release, HOLD_MS);
  try {
    const result = await during();
    return { result, finishedWhileLocked: held };
  } finally {
    clearTimeout(timer);
    release();
  }
}

const count = (sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...args) as number;
/** A subscriber with a known unsubscribe token, written before the lock (the unsubscribe button is a write). */
function subscribeForLockTest(): string {
  const token = 'c'.repeat(32);
  const writer = new Database(server.dbPath);
  writer
    .prepare('insert into newsletter_subscribers (email, unsubscribe_token_hash, created_at) values (?, ?, ?)')
    .run('lock-test@example.org', createHash('sha256').update(token).digest('hex'), Date.now());
  writer.close();
  return token;
}
const message = {
  name: 'Dana Lockwood',
  email: 'dana@example.org',
  subject: 'Kayak rentals',
  message: 'Do any of the listed outfitters rent kayaks by the hour?',
};

describe('while another process holds the write lock', () => {
  it('pages, static files and /healthz answer; a write is refused with 503 and changes nothing', async () => {
    const visitor = new Client(server.url);
    // Loaded once before the lock, so the requests below only measure the lock, not a first render.
    for (const path of ['/', '/privacy', '/contact', '/healthz']) expect((await visitor.get(path)).status).toBe(200);
    const messages = () => count('select count(*) from contact_messages');
    const mails = () => count('select count(*) from mail_queue');
    const before = { messages: messages(), mails: mails() };

    const { result, finishedWhileLocked } = await whileLocked(async () => {
      // The write first: a write that waited on the lock would hold the server's event loop.
      const contact = await visitor.post('/api/contact', message);
      const [home, privacy, health, page] = await Promise.all([
        visitor.get('/'),
        visitor.get('/privacy'),
        visitor.get('/healthz'),
        postForm(visitor, '/contact', message),
      ]);
      return { contact, home, privacy, health, page };
    });
    expect(finishedWhileLocked).toBe(true);
    const { contact, home, privacy, health, page } = result;

    expect(contact.status).toBe(503);
    expect(contact.headers.get('retry-after')).toBe('5');
    expect(contact.body).toEqual({ error: BUSY_TEXT });
    expect(home.status).toBe(200);
    expect(privacy.status).toBe(200);
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'locked' });
    expect(health.headers.get('cache-control')).toBe('no-store');
    // The contact form without JavaScript: its page again, with the message and what was typed.
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(page.text).toContain(BUSY_TEXT);
    expect(page.text).toContain('value="Dana Lockwood"');
    // Nothing half-written: no message, no queued mail.
    expect({ messages: messages(), mails: mails() }).toEqual(before);

    // Once the lock is gone: healthy, and the same message goes through.
    const after = await visitor.get('/healthz');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ status: 'ok' });
    expect((await visitor.post('/api/contact', message)).status).toBe(201);
    expect(messages()).toBe(before.messages + 1);
  });

  it('a page that writes outside the page forms answers the busy page, never a 500 or a stack trace', async () => {
    const visitor = new Client(server.url);
    const token = subscribeForLockTest();
    const { result, finishedWhileLocked } = await whileLocked(() => postForm(visitor, '/newsletter/unsubscribe', { token }));
    expect(finishedWhileLocked).toBe(true);
    expect(result.status).toBe(503);
    expect(result.headers.get('retry-after')).toBe('5');
    expect(result.headers.get('content-type')).toContain('text/html');
    expect(result.text).toContain(BUSY_TEXT);
    expect(result.text).not.toMatch(/SQLITE_BUSY|database is locked|at \S+ \(/);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.headers.get('x-astro-rewrite')).toBeNull();
    expect(await htmlProblems(result.text)).toEqual([]);
    expect(
      count(`select count(*) from newsletter_subscribers where email = 'lock-test@example.org' and unsubscribed_at is null`),
    ).toBe(1);
  });

  it('signed-in visitors keep browsing (their session refresh is skipped); a sign-in is refused with 503', async () => {
    const owner = await signedIn(server.url, demo.owner);
    // Ten days left: every request slides it forward to thirty (a write), which meets the lock.
    const writer = new Database(server.dbPath);
    const soon = Date.now() + 10 * 24 * 60 * 60 * 1000;
    writer.prepare('update sessions set expires_at = ?').run(soon);
    writer.close();
    const ownerExpiry = () =>
      count('select max(expires_at) from sessions where user_id = (select id from users where email = ?)', demo.owner);
    const sessionsBefore = count('select count(*) from sessions');

    const { result, finishedWhileLocked } = await whileLocked(async () => {
      const dashboard = await owner.get('/dashboard');
      const signIn = await new Client(server.url).post('/api/login', { email: demo.owner2, password: DEMO_PASSWORD });
      const signInPage = await postForm(new Client(server.url), '/login', { email: demo.owner2, password: DEMO_PASSWORD });
      return { dashboard, signIn, signInPage };
    });
    expect(finishedWhileLocked).toBe(true);
    expect(result.dashboard.status).toBe(200);
    expect(result.signIn.status).toBe(503);
    expect(result.signIn.headers.get('retry-after')).toBe('5');
    expect(result.signIn.body).toEqual({ error: BUSY_TEXT });
    expect(result.signIn.headers.get('set-cookie')).toBeNull();
    expect(result.signInPage.status).toBe(503);
    expect(result.signInPage.text).toContain(BUSY_TEXT);
    expect(count('select count(*) from sessions')).toBe(sessionsBefore);

    // After the lock: the refresh happens on the next request, and signing in works.
    expect(ownerExpiry()).toBe(soon); // not refreshed during the lock
    expect((await owner.get('/dashboard')).status).toBe(200);
    expect(ownerExpiry()).toBeGreaterThan(soon);
    expect((await new Client(server.url).post('/api/login', { email: demo.owner2, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('keeps the views counted during the lock and writes them once it is gone', async () => {
    const id = count('select min(id) from businesses where approved = 1');
    const views = () => count('select coalesce(sum(views), 0) from business_daily_stats where business_id = ?', id);
    const before = views();
    const kept = () => server.output().split('[insights] the database is locked').length - 1;
    const keptBefore = kept();
    const browser =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

    const { result, finishedWhileLocked } = await whileLocked(async () => {
      // The page's beacon reports it seen (what counts a view).
      const page = await fetch(new URL(`/api/insights/seen?page=/business/${id}`, server.url), {
        method: 'POST',
        headers: { 'User-Agent': browser, Origin: server.url },
      });
      await page.arrayBuffer();
      // A flush met the lock and kept the count in memory.
      await waitFor(() => kept() > keptBefore, { what: 'a counter flush during the lock', timeoutMs: HOLD_MS });
      return page.status;
    });
    expect(finishedWhileLocked).toBe(true);
    expect(result).toBe(204);
    expect(views()).toBe(before);

    await waitFor(() => views() > before, { what: 'the kept view written after the lock' });
    expect(views()).toBe(before + 1);
  });
});
