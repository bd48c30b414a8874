import { describe, expect, it } from 'vitest';
import { useTempDatabase } from './db';
import { freshLimitsEachTest } from './fresh-limits';

useTempDatabase();
const accounts = await import('#src/features/accounts/server/accounts.ts');
const { createSession, validateSessionToken } = await import('#src/features/accounts/server/session.ts');
const { issueUserToken, lookUpUserToken } = await import('#src/features/accounts/server/tokens.ts');
const { findUserByEmail, insertUser } = await import('#src/features/accounts/server/users.queries.ts');
const { listMail } = await import('#src/platform/server/mail/mail.queries.ts');
const { listAuditEntries } = await import('#src/platform/server/db/audit.queries.ts');

const HOUR = 60 * 60 * 1000;
let n = 0;
const fresh = () => `user${++n}@example.com`;
const register = (email: string) =>
  accounts.registerAccount({ email, password: 'tidepool-pelican-42', firstName: 'Ann', lastName: 'Lee' }, '127.0.0.1');

freshLimitsEachTest();

describe('registration', () => {
  it('creates an unverified user and queues a verification mail; a duplicate only mails the owner', async () => {
    const email = fresh();
    const first = await register(email);
    expect(first.user?.emailVerifiedAt).toBeNull();
    expect(listMail({ to: email }).map((m) => m.subject)).toEqual(['Verify your email for Port Aransas Guide']);

    const second = await register(email.toUpperCase());
    expect(second.user).toBeNull();
    expect(listMail({ to: email }).map((m) => m.subject)).toEqual([
      'Verify your email for Port Aransas Guide',
      'Your Port Aransas Guide account',
    ]);
    // never a password or token in the audit log
    expect(JSON.stringify(listAuditEntries())).not.toMatch(/tidepool|token/i);
  });
});

describe('tokens', () => {
  it('verification links last 48 h, reset links 1 h; both single use', async () => {
    const { user } = await register(fresh());
    const now = new Date();
    const verify = issueUserToken(user!.id, 'verify_email', now);
    expect(lookUpUserToken(verify, 'verify_email', new Date(now.getTime() + 47 * HOUR)).state).toBe('valid');
    expect(lookUpUserToken(verify, 'verify_email', new Date(now.getTime() + 48 * HOUR)).state).toBe('invalid');
    expect(lookUpUserToken(verify, 'reset_password', now).state).toBe('invalid'); // purpose-bound

    const reset = issueUserToken(user!.id, 'reset_password', now);
    expect(lookUpUserToken(reset, 'reset_password', new Date(now.getTime() + 59 * 60_000)).state).toBe('valid');
    expect(lookUpUserToken(reset, 'reset_password', new Date(now.getTime() + HOUR)).state).toBe('invalid');
  });

  it('verifies once, then reports already verified', async () => {
    const { user } = await register(fresh());
    const token = issueUserToken(user!.id, 'verify_email');
    expect(accounts.verifyEmailToken(token, null)).toMatchObject({ ok: true, state: 'verified' });
    expect(accounts.verifyEmailToken(token, null)).toMatchObject({ ok: true, state: 'already' });
    expect(accounts.verifyEmailToken('b'.repeat(32), null)).toEqual({
      ok: false,
      status: 400,
      error: 'This verification link is invalid or has expired.',
    });
    expect(listMail({ to: user!.email }).map((m) => m.subject)).toContain('Welcome to Port Aransas Guide');
  });

  it('a newer link retires the older one', async () => {
    const { user } = await register(fresh());
    const older = issueUserToken(user!.id, 'reset_password');
    issueUserToken(user!.id, 'reset_password');
    expect(lookUpUserToken(older, 'reset_password').state).toBe('used');
  });
});

describe('password reset', () => {
  it('sets the new password, ends every session and cannot be replayed', async () => {
    const email = fresh();
    const { user } = await register(email);
    const a = createSession(user!.id);
    const b = createSession(user!.id);
    const token = issueUserToken(user!.id, 'reset_password');
    expect(await accounts.resetPassword(token, 'new-harbor-password-9', null)).toEqual({ ok: true });
    expect(validateSessionToken(a.token).session).toBeNull();
    expect(validateSessionToken(b.token).session).toBeNull();
    expect(await accounts.resetPassword(token, 'another-harbor-password', null)).toEqual({ ok: false });
    expect((await accounts.signIn(email, 'new-harbor-password-9', null)).ok).toBe(true);
    expect((await accounts.signIn(email, 'tidepool-pelican-42', null)).ok).toBe(false);
  });

  it('requesting a reset for an unknown address sends nothing', () => {
    accounts.requestPasswordReset('nobody@example.com', null);
    expect(listMail({ to: 'nobody@example.com' })).toEqual([]);
  });
});

describe('sign-in throttling', () => {
  it('locks an address after 10 failures on one account in 10 minutes, known or not', async () => {
    for (const email of [fresh(), 'ghost@example.com']) {
      if (email !== 'ghost@example.com') await register(email);
      for (let i = 0; i < 10; i++)
        expect(await accounts.signIn(email, 'wrong-password', '203.0.113.1')).toEqual({
          ok: false,
          status: 401,
          error: 'Invalid email or password',
        });
      const locked = await accounts.signIn(email, 'tidepool-pelican-42', '203.0.113.1');
      expect(locked).toMatchObject({ ok: false, status: 429, error: 'Too many requests. Please try again later.' });
    }
  });

  it('never locks the owner out: guesses from many addresses, the owner signs in from another', async () => {
    const email = fresh();
    await register(email);
    const guesses = [1, 2, 3, 4].flatMap((ip) => Array.from({ length: 10 }, () => `198.51.100.${ip}`));
    await Promise.all(guesses.map((ip) => accounts.signIn(email, 'wrong-password', ip)));
    expect(await accounts.signIn(email, 'wrong-password', '198.51.100.1')).toMatchObject({ status: 429 });
    expect(await accounts.signIn(email, 'tidepool-pelican-42', '192.0.2.50')).toMatchObject({ ok: true });
  });
});

const LAST_ADMIN = { ok: false, status: 409, error: 'The last admin cannot be demoted. Make another user an admin first.' };

describe('roles', () => {
  it('never demotes the last admin', async () => {
    const admin = insertUser({ email: fresh(), firstName: 'Ad', lastName: 'Min', passwordHash: 'x', role: 'admin' });
    const other = (await register(fresh())).user!;
    // Only if this is the sole admin in this file's database
    expect(accounts.changeUserRole(admin.id, admin.id, 'user', null)).toEqual(LAST_ADMIN);
    expect(accounts.changeUserRole(admin.id, other.id, 'admin', null)).toMatchObject({ ok: true });
    expect(accounts.changeUserRole(admin.id, admin.id, 'user', null)).toMatchObject({ ok: true });
    expect(accounts.changeUserRole(other.id, other.id, 'user', null)).toEqual(LAST_ADMIN);
    expect(accounts.changeUserRole(other.id, 999_999, 'admin', null)).toEqual({
      ok: false,
      status: 404,
      error: 'User not found',
    });
    expect(listAuditEntries({ action: 'role.changed' }).length).toBe(2);
  });

  it('create-admin logic creates, then promotes idempotently', async () => {
    const email = fresh();
    const first = await accounts.createOrPromoteAdmin({ email, password: 'harbor-admin-pass-1' });
    expect(first).toMatchObject({ created: true, user: { role: 'admin' } });
    const again = await accounts.createOrPromoteAdmin({ email, password: 'harbor-admin-pass-1' });
    expect(again).toMatchObject({ created: false, user: { id: first.user.id, role: 'admin' } });
    const userEmail = fresh();
    await register(userEmail);
    expect((await accounts.createOrPromoteAdmin({ email: userEmail, password: 'harbor-admin-pass-2' })).user.role).toBe('admin');
    expect(findUserByEmail({ email: userEmail })?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});
