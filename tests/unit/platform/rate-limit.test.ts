import { describe, expect, it } from 'vitest';
import {
  clientIp,
  clientLimitKey,
  limitRequest,
  SlidingWindow,
  TokenBucket,
  tooManyRequests,
} from '#src/platform/server/security/rate-limit.ts';

describe('TokenBucket', () => {
  it('allows a burst of `capacity`, then refills one token per interval', () => {
    const bucket = new TokenBucket('t', 3, 1000);
    const t0 = 1_000_000;
    expect([1, 2, 3].map(() => bucket.consume('k', t0).ok)).toEqual([true, true, true]);
    const denied = bucket.consume('k', t0);
    expect(denied).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(bucket.consume('other', t0).ok).toBe(true); // keys are independent
    expect(bucket.consume('k', t0 + 999).ok).toBe(false);
    expect(bucket.consume('k', t0 + 2000).ok).toBe(true);
  });

  it('reports Retry-After in whole seconds, at least 1', () => {
    const bucket = new TokenBucket('t', 1, 30_000);
    bucket.consume('k', 0);
    expect(bucket.consume('k', 0).retryAfterSeconds).toBe(30);
  });
});

describe('SlidingWindow', () => {
  it('locks after `limit` hits in the window and unlocks as they age out', () => {
    const window = new SlidingWindow('w', 10, 600_000);
    for (let i = 0; i < 10; i++) window.record('acct', i * 1000);
    const locked = window.check('acct', 10_000);
    expect(locked.ok).toBe(false);
    expect(locked.retryAfterSeconds).toBe(590); // the oldest hit (t=0) leaves the window at 600 s
    expect(window.check('acct', 600_001).ok).toBe(true);
    window.clear('acct');
    expect(window.check('acct', 10_000).ok).toBe(true);
  });
});

describe('HTTP helpers', () => {
  it('answers 429 JSON with Retry-After', async () => {
    const res = tooManyRequests(42);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('42');
    expect(await res.json()).toEqual({ error: 'Too many requests. Please try again later.' });
  });

  it('keys by the address the HTTP layer decided (never a header the client wrote)', () => {
    const ctx = {
      request: new Request('http://x/', { headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' } }),
      clientAddress: '127.0.0.1',
    };
    process.env.TRUST_PROXY = 'true';
    expect(clientIp(ctx)).toBe('127.0.0.1');
    delete process.env.TRUST_PROXY;
    const bucket = new TokenBucket('t', 1, 60_000);
    expect(limitRequest(ctx, bucket)).toBeNull();
    expect(limitRequest(ctx, bucket)?.status).toBe(429);
  });

  it('keys one client per IPv6 /64: another address of the same network finds the bucket empty', () => {
    const bucket = new TokenBucket('t', 1, 60_000);
    expect(limitRequest({ clientAddress: '2001:db8:1:2::1' }, bucket)).toBeNull();
    expect(limitRequest({ clientAddress: '2001:db8:1:2::2' }, bucket)?.status).toBe(429);
    expect(limitRequest({ clientAddress: '2001:db8:1:3::1' }, bucket)).toBeNull();
    expect(clientLimitKey({ clientAddress: '::ffff:203.0.113.9' })).toBe(clientLimitKey({ clientAddress: '203.0.113.9' }));
  });
});
