/**
 * The business signup's account step does the same work for a taken address and a new one,
 * so its timing cannot tell whether an account exists. Checked structurally, never with a clock: the
 * throttle's delay goes through a recorded wait, and every Argon2 operation the accounts module asks
 * for is counted (the real ones still run). Real SQLite file, real throttle.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as Password from '#src/features/accounts/server/password.ts';
import { useTempDatabase } from '../accounts/db';
import { freshLimitsEachTest } from '../accounts/fresh-limits';

const argon2 = vi.hoisted(() => ({ calls: 0 }));
vi.mock('#src/features/accounts/server/password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Password>();
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    (...args: A) => {
      argon2.calls++;
      return fn(...args);
    };
  return {
    ...real,
    hashPassword: counted(real.hashPassword),
    verifyPassword: counted(real.verifyPassword),
    verifyAgainstDummy: counted(real.verifyAgainstDummy),
  };
});

useTempDatabase();
const { registerAccount, registerOrSignIn } = await import('#src/features/accounts/server/accounts.ts');
const { recordLoginFailure } = await import('#src/features/accounts/server/login-throttle.ts');

const PROBE_IP = '203.0.113.9';
let n = 0;
const input = (email: string) => ({ email, password: 'guessed-pelican-tide-91', firstName: 'Cora', lastName: 'Tester' });

/** An existing account, and an address nobody has registered. */
async function pair(): Promise<{ known: string; unknown: string }> {
  const known = `owner${++n}@example.com`;
  await registerAccount({ ...input(known), password: 'the-owners-own-passphrase-7' }, null);
  return { known, unknown: `nobody${n}@example.com` };
}

/** One signup probe as the endpoint makes it: what it waited for, how much Argon2 work it did, what it became. */
async function probe(email: string) {
  const waits: number[] = [];
  argon2.calls = 0;
  const result = await registerOrSignIn(input(email), PROBE_IP, async (ms) => {
    waits.push(ms);
  });
  return { waits, argon2: argon2.calls, state: result.state };
}

freshLimitsEachTest();

describe('signup probes after failed logins (the report: 532-541 ms taken vs 34-70 ms new)', () => {
  it('wait the same throttle delay and do the same Argon2 work for a taken and a new address', async () => {
    const { known, unknown } = await pair();
    // 20 failed /api/login attempts against each address, from other addresses than the probe's.
    for (const email of [known, unknown]) for (let i = 0; i < 20; i++) recordLoginFailure(email, `198.51.100.${i}`);

    const taken = await probe(known);
    const fresh = await probe(unknown);
    // 10 failures beyond the 10 free ones, 50 ms each: both wait it, and both check one password and hash one.
    expect(taken).toEqual({ waits: [500], argon2: 2, state: 'mail-sent' });
    expect(fresh).toEqual({ waits: [500], argon2: 2, state: 'created' });
  });

  it('do the same Argon2 work when the address is locked for the probing client', async () => {
    const { known, unknown } = await pair();
    // 10 failures from the probe's own address lock that address out of each account.
    for (const email of [known, unknown]) for (let i = 0; i < 10; i++) recordLoginFailure(email, PROBE_IP);

    const taken = await probe(known);
    const fresh = await probe(unknown);
    expect(taken).toEqual({ waits: [], argon2: 2, state: 'mail-sent' });
    expect(fresh).toEqual({ waits: [], argon2: 2, state: 'created' });
  });

  it('still signs the owner in with the right password', async () => {
    const { known } = await pair();
    const result = await registerOrSignIn({ ...input(known), password: 'the-owners-own-passphrase-7' }, PROBE_IP);
    expect(result.state).toBe('signed-in');
  });
});
