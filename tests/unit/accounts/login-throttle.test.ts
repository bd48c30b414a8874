import { describe, expect, it } from 'vitest';
import { loginAllowance, recordLoginFailure, recordLoginSuccess } from '#src/features/accounts/server/login-throttle.ts';

describe('login throttle', () => {
  it('locks an (account, address) pair after 10 failures; other addresses only get a short delay', () => {
    const t0 = 5_000_000;
    for (let i = 0; i < 10; i++) recordLoginFailure('victim@example.com', '203.0.113.9', t0);
    expect(loginAllowance('victim@example.com', '203.0.113.9', t0).lock.ok).toBe(false);
    expect(loginAllowance('victim@example.com', '192.0.2.1', t0)).toEqual({
      lock: { ok: true, retryAfterSeconds: 0 },
      delayMs: 0,
    });

    for (let ip = 0; ip < 100; ip++) recordLoginFailure('victim@example.com', `198.51.100.${ip}`, t0);
    const owner = loginAllowance('victim@example.com', '192.0.2.1', t0);
    expect(owner.lock.ok).toBe(true);
    expect(owner.delayMs).toBe(1_000); // capped
    // the window slides: ten minutes later nothing is held against anyone
    expect(loginAllowance('victim@example.com', '203.0.113.9', t0 + 600_001)).toEqual({
      lock: { ok: true, retryAfterSeconds: 0 },
      delayMs: 0,
    });
  });

  it('a success forgives that address only', () => {
    for (let i = 0; i < 10; i++) recordLoginFailure('me@example.com', '192.0.2.7');
    recordLoginSuccess('me@example.com', '192.0.2.7');
    expect(loginAllowance('me@example.com', '192.0.2.7').lock.ok).toBe(true);
  });
});
