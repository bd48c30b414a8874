/**
 * Newsletter over HTTP against the built server: validation, case-insensitive uniqueness that
 * reveals nothing, the confirmation e-mail (queued in mail_queue) and its unsubscribe link,
 * the no-JavaScript form path, and the per-IP rate limit.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../helpers/http';
import { waitForMail } from '../helpers/mail';
import { freePort } from '../helpers/free-port';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let client: Client;
let nextIp = 1;

/** A client whose requests come from a fresh address (X-Forwarded-For, honoured with TRUST_PROXY=true). */
function freshClient(): Client {
  const ip = `10.0.0.${nextIp++}`;
  const c = new Client(server.url);
  const request = c.request.bind(c);
  c.request = (path, init = {}) => request(path, { ...init, headers: { ...init.headers, 'X-Forwarded-For': ip } });
  return c;
}
let db: Database.Database;

const subscribers = (email: string) =>
  db
    .prepare('select email, unsubscribed_at as unsubscribedAt from newsletter_subscribers where lower(email) = lower(?)')
    .all(email) as {
    email: string;
    unsubscribedAt: number | null;
  }[];
/** Queue rows (who, what); bodies are dropped once delivered (F8), so links are read from the delivered mail. */
const mailsTo = (email: string) =>
  db.prepare('select subject from mail_queue where "to" = ? order by id').all(email) as { subject: string }[];
/** The confirmation as delivered: without SMTP_URL the mail worker writes it to the outbox as an .eml file. */
const deliveredTo = (email: string) => waitForMail(server.outboxDir, (m) => m.to.includes(email));
const unsubscribePath = (text: string) => {
  const url = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[a-z2-7]+/.exec(text)?.[0];
  expect(url).toBeTruthy();
  const parsed = new URL(url!);
  return `${parsed.pathname}${parsed.search}`;
};

beforeAll(async () => {
  // The Origin check compares with SITE_URL, so the server must know its own address up front.
  const port = await freePort();
  // TRUST_PROXY lets each test group present its own client address, so the per-IP limit is exercised
  // on purpose in one group and never trips the others.
  server = await startServer({ env: { PORT: String(port), SITE_URL: `http://127.0.0.1:${port}`, TRUST_PROXY: 'true' } });
  db = new Database(server.dbPath);
  db.pragma('busy_timeout = 5000');
});
afterAll(async () => {
  db?.close();
  await server?.stop();
});

describe('POST /api/newsletter/subscribe', () => {
  beforeAll(() => {
    client = freshClient();
  });

  it('subscribes a trimmed, lower-cased address and queues a confirmation with an unsubscribe link', async () => {
    const res = await client.post<{ message: string }>('/api/newsletter/subscribe', { email: '  Reader.One@Example.COM ' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("You've been subscribed to our newsletter.");
    expect(subscribers('reader.one@example.com')).toEqual([{ email: 'reader.one@example.com', unsubscribedAt: null }]);
    const mails = mailsTo('reader.one@example.com');
    expect(mails).toHaveLength(1);
    const delivered = await deliveredTo('reader.one@example.com');
    expect(delivered.body).toContain('/newsletter/unsubscribe?token=');
    unsubscribePath(delivered.body);
  });

  it('answers a repeated subscription (any case) exactly like a new one, without a second row or mail', async () => {
    const first = await client.post('/api/newsletter/subscribe', { email: 'twice@example.com' });
    const second = await client.post('/api/newsletter/subscribe', { email: 'TWICE@example.com' });
    expect(second.status).toBe(first.status);
    expect(second.text).toBe(first.text);
    expect(subscribers('twice@example.com')).toHaveLength(1);
    expect(mailsTo('twice@example.com')).toHaveLength(1);
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
    const form = await client.request('/api/newsletter/subscribe', {
      method: 'POST',
      body: 'email=a@example.com',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const broken = await client.request('/api/newsletter/subscribe', {
      method: 'POST',
      body: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.text).error).toBeTruthy();
  });
});

describe('unsubscribe', () => {
  beforeAll(() => {
    client = freshClient();
  });

  it('the mailed link unsubscribes without logging in, and Resubscribe undoes it', async () => {
    await client.post('/api/newsletter/subscribe', { email: 'leaver@example.com' });
    const path = unsubscribePath((await deliveredTo('leaver@example.com')).body);

    const page = await client.get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain("You've been unsubscribed");
    expect(page.text).toContain('leaver@example.com');
    expect(subscribers('leaver@example.com')[0]!.unsubscribedAt).not.toBeNull();

    const token = new URL(path, server.url).searchParams.get('token')!;
    const undo = await client.request('/newsletter/unsubscribe', {
      method: 'POST',
      body: new URLSearchParams({ token }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(undo.status).toBe(200);
    expect(undo.text).toContain('Welcome back!');
    expect(subscribers('leaver@example.com')[0]!.unsubscribedAt).toBeNull();
  });

  it('after unsubscribing, subscribing again sends a fresh confirmation', async () => {
    await client.post('/api/newsletter/subscribe', { email: 'returner@example.com' });
    await client.get(unsubscribePath((await deliveredTo('returner@example.com')).body));
    await client.post('/api/newsletter/subscribe', { email: 'returner@example.com' });
    expect(subscribers('returner@example.com')[0]!.unsubscribedAt).toBeNull();
    expect(mailsTo('returner@example.com')).toHaveLength(2);
  });

  it('an invalid or missing token is refused with a helpful page', async () => {
    for (const path of ['/newsletter/unsubscribe', '/newsletter/unsubscribe?token=abcdefghijklmnopqrstuvwx']) {
      const res = await client.get(path);
      expect(res.status).toBe(400);
      expect(res.text).toContain('Invalid unsubscribe link');
    }
  });
});

describe('the no-JavaScript form', () => {
  beforeAll(() => {
    client = freshClient();
  });

  it('POST /newsletter subscribes and shows the success message', async () => {
    const res = await client.request('/newsletter', {
      method: 'POST',
      body: new URLSearchParams({ email: 'nojs@example.com' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Success!');
    expect(res.text).toContain('You&#39;ve been subscribed to our newsletter.');
    expect(subscribers('nojs@example.com')).toHaveLength(1);
  });

  it('POST /newsletter with a blank address shows the spec message', async () => {
    const res = await client.request('/newsletter', {
      method: 'POST',
      body: 'email=++',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Please enter a valid email address.');
  });
});

describe('rate limit', () => {
  beforeAll(() => {
    client = freshClient();
  });

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
