import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '#src/features/accounts/server/password.ts';
import { isCommonPassword, passwordProblem } from '#src/features/accounts/server/password-policy.ts';

describe('Argon2id hashing', () => {
  it('uses argon2id with m=19456, t=2, p=1 and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse battery staple')).toBe(false);
  });

  it('treats a malformed stored hash as a failed check, and the dummy check always fails', async () => {
    expect(await verifyPassword('not-a-hash', 'whatever')).toBe(false);
    expect(await verifyAgainstDummy('dummy-password-for-timing-equalisation')).toBe(false);
  });
});

describe('password policy', () => {
  it.each([
    'password',
    'password123',
    'Password1',
    'qwerty123',
    'iloveyou',
    '12345678',
    'Summer2024!',
    'football1',
    ' letmein123 ',
  ])('rejects the common password %j', (pw) => {
    expect(isCommonPassword(pw)).toBe(true);
  });

  it.each(['tidepool-pelican-42', 'portaransas-demo', 'gulf-breeze-lantern-7', 'correct horse battery staple'])(
    'accepts the passphrase %j',
    (pw) => {
      expect(isCommonPassword(pw)).toBe(false);
    },
  );

  it('gives the spec messages for length and for guessable passwords', () => {
    expect(passwordProblem('short')).toBe('Password must be at least 8 characters');
    expect(passwordProblem('x'.repeat(257))).toBe('Password must be at most 256 characters');
    expect(passwordProblem('password1')).toBe('This password is too common. Please choose a different one.');
    expect(passwordProblem('tidepool-pelican-42')).toBeNull();
    expect(passwordProblem('tidepool-pelican-42 '.repeat(13).slice(0, 256))).toBeNull();
  });
});
