/**
 * Newsletter over HTTP against the built server (double opt-in): validation, answers
 * that reveal nothing, the confirmation mail and its button page, expiry, the re-send rate, the admin
 * export (confirmed addresses only), the unsubscribe page that only a POST acts on (and the RFC 8058
 * one-click POST), the no-JavaScript form, and the per-IP rate limit. Mail is read from the outbox.
 */
import type Database from 'better-sqlite3';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../../helpers/accounts';
import type { Client } from '../../helpers/http';
import { readOutbox, waitForMail, type Mail } from '../../helpers/mail';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';
import { waitFor } from '../../helpers/wait';
import { clientFrom } from '../../helpers/visitors';

const CHECK_EMAIL = 'Almost done: check your email and click the link in it to confirm your subscription.';
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

let server: TestServer;
let client: Client;
let admin: Client;
let nextIp = 1;

/** A client whose requests come from a fresh address (X-Forwarded-For, honoured with TRUST_PROXY=true). */
function freshClient(): Client {
  return clientFrom(server.url, `10.0.0.${nextIp++}`);
}

/** Each test from its own address: the per-address limit (10 sign-ups) is the last group's subject. */
function eachTestFromItsOwnAddress(): void {
  beforeEach(() => {
    client = freshClient();
  });
}
let db: Database.Database;

const subscribers = (email: string) =>
  db
    .prepare('select email, unsubscribed_at as unsubscribedAt from newsletter_subscribers where lower(email) = lower(?)')
    .all(email) as { email: string; unsubscribedAt: number | null }[];
const pending = (email: string) =>
  db.prepare('select email, mails_sent as mailsSent from newsletter_pending where lower(email) = lower(?)').all(email) as {
    email: string;
    mailsSent: number;
  }[];
/** Moves a waiting sign-up back in time, as if it had been asked for (or last mailed) that long ago. */
const age = (email: string, column: 'requested_at' | 'last_sent_at', ms: number) =>
  db.prepare(`update newsletter_pending set ${column} = ${column} - ? where email = ?`).run(ms, email);
/** Queue rows (who, what); bodies are dropped once delivered, so links are read from the delivered mail. */
const mailsTo = (email: string) =>
  db.prepare('select subject from mail_queue where "to" = ? order by id').all(email) as { subject: string }[];
const CONFIRM_SUBJECT = /confirm your .* newsletter subscription/i;
const SUBSCRIBED_SUBJECT = /You're subscribed/;
/** The n-th (1-based) delivered mail to `email` whose subject matches. */
async function delivered(email: string, subject: RegExp, n = 1): Promise<Mail> {
  await waitForMail(server.outboxDir, (m) => m.to.includes(email) && subject.test(m.subject));
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = (await readOutbox(server.outboxDir)).filter((m) => m.to.includes(email) && subject.test(m.subject));
    if (found.length >= n) return found[n - 1]!;
    if (Date.now() > deadline) throw new Error(`only ${found.length} mails "${subject}" to ${email}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const linkPath = (mail: Mail, path: string) => {
  const link = mail.links.find((l) => new URL(l).pathname === path);
  expect(link, `a ${path} link in "${mail.subject}"`).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
};
/** A header of the mail as sent (folded lines joined). */
const header = (mail: Mail) => (name: string) => {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim();
};
/** A page's text with the apostrophe entity decoded (Astro escapes it in expressions, not in literal text). */
const text = (res: { text: string }) => res.text.replaceAll('&#39;', "'");
const tokenOf = (path: string) => new URL(path, server.url).searchParams.get('token')!;
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});
const exported = async () => (await admin.get('/api/admin/export/newsletter.csv')).text;

/** Subscribes, waits for the confirmation and returns the path of its link. */
async function requestSubscription(c: Client, email: string): Promise<string> {
  const res = await c.post<{ message: string }>('/api/newsletter/subscribe', { email });
  expect(res.status).toBe(200);
  return linkPath(await delivered(email, CONFIRM_SUBJECT), '/newsletter/confirm');
}
/** Subscribes and confirms; returns the unsubscribe link from the "You're subscribed" mail. */
async function confirmedSubscriber(c: Client, email: string): Promise<string> {
  const confirm = await requestSubscription(c, email);
  const res = await c.request(confirm, form({ token: tokenOf(confirm) }));
  expect(res.status).toBe(200);
  return linkPath(await delivered(email, SUBSCRIBED_SUBJECT), '/newsletter/unsubscribe');
}

// The Origin check compares with SITE_URL, so the server must know its own address up front. TRUST_PROXY lets each
// test group present its own client address, so the per-IP limit is exercised on purpose in one group and never
// trips the others.
useSite((site) => ({ server, db } = site), { ownSiteUrl: true, env: { TRUST_PROXY: 'true' }, writable: true });
beforeAll(async () => {
  expect(createAdmin(server.dbPath, 'news-admin@example.com').status).toBe(0);
  admin = freshClient();
  await signIn(admin, 'news-admin@example.com');
});

describe('POST /api/newsletter/subscribe', () => {
  eachTestFromItsOwnAddress();

  it('subscribes nobody: it mails a confirmation link to the trimmed, lower-cased address', async () => {
    const res = await client.post<{ message: string }>('/api/newsletter/subscribe', { email: '  Reader.One@Example.COM ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: CHECK_EMAIL });
    expect(subscribers('reader.one@example.com')).toEqual([]);
    expect(pending('reader.one@example.com')).toEqual([{ email: 'reader.one@example.com', mailsSent: 1 }]);
    const mail = await delivered('reader.one@example.com', CONFIRM_SUBJECT);
    expect(mail.body).toContain('Nothing is sent to you until you confirm.');
    expect(tokenOf(linkPath(mail, '/newsletter/confirm'))).toMatch(/^[a-z2-7]{32}$/);
    expect(mail.links.some((l) => l.includes('/newsletter/unsubscribe'))).toBe(false);
    expect(await exported()).not.toContain('reader.one@example.com');
  });

  it('answers a repeated request (any case) exactly like a new one, without a second row or mail within the hour', async () => {
    const first = await client.post('/api/newsletter/subscribe', { email: 'twice@example.com' });
    const second = await client.post('/api/newsletter/subscribe', { email: 'TWICE@example.com' });
    expect(second.status).toBe(first.status);
    expect(second.text).toBe(first.text);
    expect(pending('twice@example.com')).toHaveLength(1);
    expect(mailsTo('twice@example.com')).toHaveLength(1);
  });

  it('answers for a subscribed address exactly as for a new one, and mails it nothing', async () => {
    await confirmedSubscriber(client, 'already@example.com');
    const before = mailsTo('already@example.com').length;
    const again = await client.post('/api/newsletter/subscribe', { email: 'already@example.com' });
    const fresh = await client.post('/api/newsletter/subscribe', { email: 'never-seen@example.com' });
    expect(again.status).toBe(fresh.status);
    expect(again.text).toBe(fresh.text);
    expect(mailsTo('already@example.com')).toHaveLength(before);
    expect(pending('already@example.com')).toEqual([]);
  });

  it('re-sends a waiting address at most once an hour and three times in all; only the newest link works', async () => {
    const email = 'resend@example.com';
    const firstLink = await requestSubscription(client, email);
    await client.post('/api/newsletter/subscribe', { email });
    expect(mailsTo(email)).toHaveLength(1);
    age(email, 'last_sent_at', 2 * HOUR);
    // Asked for 6.5 days ago: the re-sent link gets the full 7 days its mail promises, not the half day left.
    age(email, 'requested_at', 6.5 * 24 * HOUR);
    await client.post('/api/newsletter/subscribe', { email });
    const secondLink = linkPath(await delivered(email, CONFIRM_SUBJECT, 2), '/newsletter/confirm');
    expect(secondLink).not.toBe(firstLink);
    expect((await client.get(firstLink)).status).toBe(400);
    age(email, 'requested_at', 24 * HOUR);
    expect((await client.get(secondLink)).status).toBe(200);
    age(email, 'last_sent_at', 2 * HOUR);
    await client.post('/api/newsletter/subscribe', { email });
    age(email, 'last_sent_at', 2 * HOUR);
    await client.post('/api/newsletter/subscribe', { email });
    expect(mailsTo(email)).toHaveLength(3);
    expect(pending(email)[0]!.mailsSent).toBe(3);
  });

  it.each([
    ['empty', { email: '' }],
    ['whitespace', { email: '   ' }],
    ['missing', {}],
    ['not an address', { email: 'not-an-email' }],
    ['not a string', { email: 42 }],
  ])('rejects %s input with 400 JSON', async (_label, body) => {
    const res = await client.post<{ error: string; errors?: Record<string, string[]> }>('/api/newsletter/subscribe', body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body.error).toBe('Please enter a valid email address.');
    expect(res.body.errors?.email).toBeDefined();
  });

  it('rejects non-JSON and malformed bodies with 4xx JSON', async () => {
    const urlencoded = await client.request('/api/newsletter/subscribe', form({ email: 'a@example.com' }));
    expect(urlencoded.status).toBe(415);
    const broken = await client.request('/api/newsletter/subscribe', {
      method: 'POST',
      body: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.text).error).toBeTruthy();
  });
});

describe('the confirmation link', () => {
  eachTestFromItsOwnAddress();

  it('opening it changes nothing; its button subscribes, mails the unsubscribe link and lists the address in the export', async () => {
    const email = 'confirmer@example.com';
    const link = await requestSubscription(client, email);

    const page = await client.get(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('Confirm my subscription');
    expect(page.text).toContain(email);
    expect(subscribers(email)).toEqual([]);
    expect(await exported()).not.toContain(email);

    const confirmed = await client.request(link, form({ token: tokenOf(link) }));
    expect(confirmed.status).toBe(200);
    expect(text(confirmed)).toContain("You're subscribed!");
    expect(text(confirmed)).toContain("You've been subscribed to our newsletter.");
    expect(subscribers(email)).toEqual([{ email, unsubscribedAt: null }]);
    expect(pending(email)).toEqual([]);
    expect(await exported()).toContain(email);

    const welcome = await delivered(email, SUBSCRIBED_SUBJECT);
    const unsubscribe = linkPath(welcome, '/newsletter/unsubscribe');
    // RFC 8058: the mail app's own unsubscribe button POSTs to the same link.
    const headers = header(welcome);
    expect(headers('List-Unsubscribe')).toBe(`<${new URL(unsubscribe, server.url).href}>`);
    expect(headers('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // …while the confirmation request carries no such header (nobody is on the list yet).
    expect(header(await delivered(email, CONFIRM_SUBJECT))('List-Unsubscribe')).toBeUndefined();
    // Once delivered, the queue keeps no live unsubscribe link, like it keeps no body.
    await waitFor(
      () =>
        (db.prepare('select count(*) as n from mail_queue where "to" = ? and sent_at is null').get(email) as { n: number }).n ===
        0,
      { what: 'the mails to be marked sent' },
    );
    expect(db.prepare('select list_unsubscribe as link from mail_queue where "to" = ?').all(email)).toEqual([
      { link: null },
      { link: null },
    ]);

    // The link works once: a second click (or a reload) says so and subscribes nothing twice.
    const again = await client.request(link, form({ token: tokenOf(link) }));
    expect(again.status).toBe(400);
    expect(again.text).toContain('This link has expired');
    expect(mailsTo(email).filter((m) => SUBSCRIBED_SUBJECT.test(m.subject))).toHaveLength(1);
  });

  it('after 7 days it can no longer be confirmed, offers the form again, and the address can ask anew', async () => {
    const email = 'late@example.com';
    const link = await requestSubscription(client, email);
    age(email, 'requested_at', 7 * DAY + HOUR);

    const page = await client.get(link);
    expect(page.status).toBe(400);
    expect(page.text).toContain('This link has expired');
    expect(page.text).toContain('Stay Connected');
    expect(page.text).not.toContain('Confirm my subscription');
    const post = await client.request(link, form({ token: tokenOf(link) }));
    expect(post.status).toBe(400);
    expect(subscribers(email)).toEqual([]);

    // The next sign-up (any address) clears expired ones; this address then gets a fresh link.
    await client.post('/api/newsletter/subscribe', { email: 'someone-else@example.com' });
    expect(pending(email)).toEqual([]);
    await client.post('/api/newsletter/subscribe', { email });
    const fresh = linkPath(await delivered(email, CONFIRM_SUBJECT, 2), '/newsletter/confirm');
    expect((await client.get(fresh)).status).toBe(200);
  });

  it('a made-up or missing token gets the expired page', async () => {
    for (const path of ['/newsletter/confirm', `/newsletter/confirm?token=${'a'.repeat(32)}`, '/newsletter/confirm?token=x']) {
      const res = await client.get(path);
      expect(res.status).toBe(400);
      expect(res.text).toContain('This link has expired');
    }
  });
});

describe('unsubscribe', () => {
  eachTestFromItsOwnAddress();

  it('opening the mailed link changes nothing; its button unsubscribes without signing in, and Resubscribe undoes it', async () => {
    const email = 'leaver@example.com';
    const path = await confirmedSubscriber(client, email);

    const page = await client.get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Unsubscribe from the newsletter?');
    expect(page.text).toContain(email);
    expect(subscribers(email)[0]!.unsubscribedAt).toBeNull();

    const done = await client.request(path, form({ token: tokenOf(path), action: 'unsubscribe' }));
    expect(done.status).toBe(200);
    expect(text(done)).toContain("You've been unsubscribed");
    expect(subscribers(email)[0]!.unsubscribedAt).not.toBeNull();
    expect(await exported()).not.toContain(email);
    // Opening the link again now shows the state, still without acting.
    expect(text(await client.get(path))).toContain("You've been unsubscribed");

    const undo = await client.request('/newsletter/unsubscribe', form({ token: tokenOf(path), action: 'resubscribe' }));
    expect(undo.status).toBe(200);
    expect(undo.text).toContain('Welcome back!');
    expect(subscribers(email)[0]!.unsubscribedAt).toBeNull();
  });

  it("a mail app's one-click POST (RFC 8058, no Origin) unsubscribes", async () => {
    const email = 'one-click@example.com';
    const path = await confirmedSubscriber(client, email);
    const res = await client.request(path, { ...form({ 'List-Unsubscribe': 'One-Click' }), origin: null });
    expect(res.status).toBe(200);
    expect(subscribers(email)[0]!.unsubscribedAt).not.toBeNull();
  });

  it('after unsubscribing, subscribing again needs a fresh confirmation', async () => {
    const email = 'returner@example.com';
    const path = await confirmedSubscriber(client, email);
    await client.request(path, form({ token: tokenOf(path) }));
    await client.post('/api/newsletter/subscribe', { email });
    const link = linkPath(await delivered(email, CONFIRM_SUBJECT, 2), '/newsletter/confirm');
    expect(subscribers(email)[0]!.unsubscribedAt).not.toBeNull();
    await client.request(link, form({ token: tokenOf(link) }));
    expect(subscribers(email)).toEqual([{ email, unsubscribedAt: null }]);
  });

  it('an invalid or missing token is refused with a helpful page, by GET or POST', async () => {
    for (const path of ['/newsletter/unsubscribe', '/newsletter/unsubscribe?token=abcdefghijklmnopqrstuvwx']) {
      const res = await client.get(path);
      expect(res.status).toBe(400);
      expect(res.text).toContain('Invalid unsubscribe link');
    }
    const post = await client.request('/newsletter/unsubscribe', form({ token: 'b'.repeat(32) }));
    expect(post.status).toBe(400);
  });
});

describe('the no-JavaScript form', () => {
  eachTestFromItsOwnAddress();

  it('POST /newsletter mails a confirmation and says to check the mailbox; nobody is subscribed yet', async () => {
    const res = await client.request('/newsletter', form({ email: 'nojs@example.com' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/newsletter');
    const page = await client.get('/newsletter');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Success!');
    expect(page.text).toContain(CHECK_EMAIL);
    expect(subscribers('nojs@example.com')).toEqual([]);
    expect(pending('nojs@example.com')).toHaveLength(1);
  });

  it('POST /newsletter with a blank address shows the spec message', async () => {
    const res = await client.request('/newsletter', { ...form({}), body: 'email=++' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Please enter a valid email address.');
  });

  it('POST /newsletter with a malformed address comes back with the address as typed', async () => {
    const res = await client.request('/newsletter', form({ email: 'reader-at-example.com' }));
    expect(res.status).toBe(400);
    expect(res.text).toContain('Please enter a valid email address.');
    expect(res.text).toMatch(/<input[^>]*value="reader-at-example\.com"/);
    expect(pending('reader-at-example.com')).toEqual([]);
  });

  it("POST /newsletter shares the endpoint's per-address limit and answers 429 with Retry-After", async () => {
    let limited: Awaited<ReturnType<Client['request']>> | undefined;
    for (let i = 0; i < 30 && !limited; i++) {
      const res = await client.request('/newsletter', form({ email: `page-flood${i}@example.com` }));
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(303);
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited?.text).toContain('Too many requests. Please try again later.');
    // One budget per address for both ways in.
    expect((await client.post('/api/newsletter/subscribe', { email: 'one-more@example.com' })).status).toBe(429);
    expect(pending('one-more@example.com')).toEqual([]);
  });
});

describe('rate limit', () => {
  eachTestFromItsOwnAddress();

  it('answers 429 with Retry-After once one address floods the endpoint', async () => {
    let limited: Awaited<ReturnType<Client['post']>> | undefined;
    for (let i = 0; i < 30 && !limited; i++) {
      const res = await client.post('/api/newsletter/subscribe', { email: `flood${i}@example.com` });
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(200);
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((limited?.body as { error: string }).error).toBeTruthy();
    // Per address: another client is still served.
    expect((await freshClient().post('/api/newsletter/subscribe', { email: 'other-ip@example.com' })).status).toBe(200);
  });
});
