/**
 * Per-client limits key on the socket's address. Forged X-Forwarded-For headers (a new address on every
 * request) must not buy new buckets, and the audit log records the real address. Behind TRUST_PROXY only
 * the entry our proxy appended (the last one) counts; whatever the client wrote to the left is ignored, and
 * the addresses of one IPv6 /64 are one client.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '../../helpers/accounts';
import { Client } from '../../helpers/http';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

const forged = (i: number) => ({ 'X-Forwarded-For': `203.0.113.${i % 250}, 198.51.100.${(i * 7) % 250}` });

/** Posts until the first 429 (or `max` tries); returns how many were let through before it. */
async function allowedBefore429(
  c: Client,
  path: string,
  body: (i: number) => unknown,
  headers: (i: number) => Record<string, string>,
  max: number,
) {
  for (let i = 0; i < max; i++) {
    const res = await c.post(path, body(i), { headers: headers(i) });
    if (res.status === 429) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      // One caller's refusal: no cache may hand it to anyone else.
      expect(res.headers.get('cache-control')).toBe('no-store');
      return i;
    }
    expect(res.status).toBeLessThan(429);
  }
  return Infinity;
}

const LOGIN_REFILL_MS = 2_000; // src/platform/server/security/rate-limit.ts: one login token back every 2 s

/** The burst, plus the tokens the bucket refills while the requests run (more on a slow, busy machine). */
function expectWithinBurst(allowed: number, burst: number, startedAt: number) {
  expect(allowed).toBeGreaterThanOrEqual(burst);
  expect(allowed).toBeLessThanOrEqual(burst + 1 + Math.floor((Date.now() - startedAt) / LOGIN_REFILL_MS));
}

describe('without TRUST_PROXY (the default)', () => {
  let server: TestServer;
  useSite((site) => ({ server } = site));

  it('login: 30 attempts per burst from one socket, whatever X-Forwarded-For says', async () => {
    const c = new Client(server.url);
    const startedAt = Date.now();
    const n = await allowedBefore429(
      c,
      '/api/login',
      (i) => ({ email: `guess-${i}@example.com`, password: 'wrong-password' }),
      forged,
      60,
    );
    expectWithinBurst(n, 30, startedAt);
  }, 120_000);

  it('contact: 5 messages, newsletter: 10 sign-ups, with a forged address on every request', async () => {
    const c = new Client(server.url);
    const contact = (i: number) => ({
      name: 'Forger',
      email: `f${i}@example.com`,
      subject: 'Hello there',
      message: 'A message that is long enough.',
    });
    expect(await allowedBefore429(c, '/api/contact', contact, forged, 20)).toBe(5);
    expect(await allowedBefore429(c, '/api/newsletter/subscribe', (i) => ({ email: `n${i}@example.com` }), forged, 30)).toBe(10);
  });

  it('the audit log records the socket address, not the forged one', async () => {
    const c = new Client(server.url);
    const res = await c.post(
      '/api/register',
      { email: 'audited@example.com', password: GOOD_PASSWORD, firstName: 'Au', lastName: 'Dit' },
      { headers: { 'X-Forwarded-For': '203.0.113.66' } },
    );
    expect(res.status).toBe(201);
    const db = new Database(server.dbPath, { readonly: true });
    const row = db.prepare(`SELECT ip FROM audit_log WHERE action = 'account.register' ORDER BY id DESC LIMIT 1`).get() as {
      ip: string;
    };
    db.close();
    expect(row.ip).toBe('127.0.0.1');
  });
});

describe('with TRUST_PROXY=true (one proxy of ours appends the client)', () => {
  let server: TestServer;
  useSite((site) => ({ server } = site), { env: { TRUST_PROXY: 'true' } });

  it('keys on the last X-Forwarded-For entry; forged entries left of it do not help', async () => {
    const c = new Client(server.url);
    const viaProxy = (i: number) => ({ 'X-Forwarded-For': `203.0.113.${i % 250}, 192.0.2.10` });
    const login = (i: number) => ({ email: `p-${i}@example.com`, password: 'wrong-password' });
    const startedAt = Date.now();
    expectWithinBurst(await allowedBefore429(c, '/api/login', login, viaProxy, 60), 30, startedAt);
    // Another client behind the same proxy has its own bucket.
    const other = await c.post('/api/login', login(0), { headers: { 'X-Forwarded-For': '192.0.2.11' } });
    expect(other.status).toBe(401);
  }, 120_000);

  it('an IPv6 /64 is one client: after a 429, the other addresses of that /64 are still refused', async () => {
    const c = new Client(server.url);
    const contact = {
      name: 'Rate Test',
      email: 'rate@example.com',
      subject: 'Limit check',
      message: 'Checking how the limit keys clients.',
    };
    const from = (address: string) => () => ({ 'X-Forwarded-For': address });
    expect(await allowedBefore429(c, '/api/contact', () => contact, from('2001:db8:1:2::1'), 20)).toBe(5);
    for (const sibling of ['2001:db8:1:2::2', '2001:db8:1:2::3', '2001:db8:1:2:ffff::4']) {
      const res = await c.post('/api/contact', contact, { headers: from(sibling)() });
      expect(res.status, sibling).toBe(429);
    }
    // The next /64 is another client.
    expect((await c.post('/api/contact', contact, { headers: from('2001:db8:1:3::1')() })).status).toBe(201);
  });

  it('during a guessing attack from many addresses the owner still signs in from their own', async () => {
    const c = new Client(server.url);
    const email = 'owner-under-attack@example.com';
    const reg = await c.post(
      '/api/register',
      { email, password: GOOD_PASSWORD, firstName: 'Ow', lastName: 'Ner' },
      { headers: { 'X-Forwarded-For': '192.0.2.200' } },
    );
    expect(reg.status).toBe(201);
    const attackers = Array.from({ length: 60 }, (_, i) => `198.51.100.${(i % 20) + 1}`);
    const answers = await Promise.all(
      attackers.map((ip) =>
        new Client(server.url).post('/api/login', { email, password: 'wrong-password' }, { headers: { 'X-Forwarded-For': ip } }),
      ),
    );
    expect(answers.every((a) => a.status === 401)).toBe(true);
    // an attacking address that keeps going is locked for this account …
    const attacker = new Client(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (
          await attacker.post(
            '/api/login',
            { email, password: 'wrong-password' },
            { headers: { 'X-Forwarded-For': '198.51.100.1' } },
          )
        ).status,
      );
    expect(statuses.at(-1)).toBe(429);
    // … while the owner, from an address that has not failed, gets in with the right password.
    const owner = await new Client(server.url).post(
      '/api/login',
      { email, password: GOOD_PASSWORD },
      { headers: { 'X-Forwarded-For': '192.0.2.201' } },
    );
    expect(owner.status).toBe(200);
  });
});
