/**
 * Rate limits on the account endpoints (own server: the limits are per process and would
 * otherwise leak into other suites). Every limit answers 429 JSON with Retry-After.
 */
import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '../../helpers/accounts';
import { Client } from '../../helpers/http';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

let server: TestServer;
useSite((site) => ({ server } = site));

function expect429(res: { status: number; headers: Headers; body: unknown }) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.body).toEqual({ error: 'Too many requests. Please try again later.' });
}

describe('per-account sign-in lockout', () => {
  it('after 10 failures in 10 minutes the address is locked, even with the right password; unknown addresses alike', async () => {
    const c = new Client(server.url);
    const address = 'locked@example.com';
    expect(
      (await c.post('/api/register', { email: address, password: GOOD_PASSWORD, firstName: 'Lo', lastName: 'Ck' })).status,
    ).toBe(201);
    for (const target of [address, 'nobody-here@example.com']) {
      for (let i = 0; i < 10; i++)
        expect((await c.post('/api/login', { email: target, password: 'wrong-password' })).status).toBe(401);
      const locked = await c.post('/api/login', { email: target, password: GOOD_PASSWORD });
      expect429(locked);
      expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    }
  });
});

describe('per-IP buckets', () => {
  // [path, body, burst, refill ms]: the buckets in src/platform/server/security/rate-limit.ts
  it.each([
    ['/api/forgot-password', { email: 'someone@example.com' }, 10, 60_000],
    ['/api/resend-verification', { email: 'someone@example.com' }, 10, 60_000],
    ['/api/register', { email: 'x@example.com', password: GOOD_PASSWORD, firstName: 'Ra', lastName: 'Te' }, 30, 10_000],
  ])('%s allows a burst, then 429 with Retry-After', async (path, body, burst, refillMs) => {
    const c = new Client(server.url);
    const started = Date.now();
    let allowed = 0;
    let res = await c.post(path, body);
    while (res.status < 400 && allowed <= burst + 5) {
      allowed++;
      res = await c.post(path, body);
    }
    expect429(res);
    // the lockout test above registered once from this IP; a slow machine may earn a token back meanwhile
    const refilled = Math.floor((Date.now() - started) / refillMs);
    expect(allowed).toBeGreaterThanOrEqual(burst - 1);
    expect(allowed).toBeLessThanOrEqual(burst + refilled);
  });

  it('/api/login: 30 attempts per burst from one IP, whatever the addresses', async () => {
    const c = new Client(server.url);
    // 22 tokens were used by the lockout test above; spread the rest over fresh addresses
    let limited: Awaited<ReturnType<Client['post']>> | undefined;
    for (let i = 0; i < 40 && !limited; i++) {
      const res = await c.post('/api/login', { email: `spray-${i}@example.com`, password: 'wrong-password' });
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(401);
    }
    expect(limited).toBeDefined();
    expect429(limited!);
  });
});
