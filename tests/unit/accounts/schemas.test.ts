import { describe, expect, it } from 'vitest';
import {
  emailOnlySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  roleSchema,
  verifyEmailSchema,
} from '#src/features/accounts/auth.schema.ts';
import { fieldErrors } from '#src/platform/schemas/field-errors.ts';

const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
};

describe('register schema', () => {
  it('reports every field with the spec wording', () => {
    expect(errorsOf(registerSchema, { email: 'nope', password: 'short', firstName: 'A', lastName: '' })).toEqual({
      email: ['Valid email is required'],
      password: ['Password must be at least 8 characters'],
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
  });

  it('reports missing and wrong-typed fields with the same messages', () => {
    expect(errorsOf(registerSchema, {})).toEqual({
      email: ['Valid email is required'],
      password: ['Password must be at least 8 characters'],
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
    expect(errorsOf(registerSchema, { email: 5, password: [], firstName: {}, lastName: null })).toMatchObject({
      email: ['Valid email is required'],
    });
  });

  it('normalises the e-mail and trims names', () => {
    const parsed = registerSchema.parse({
      email: '  Owner@Example.COM ',
      password: 'tidepool-42',
      firstName: ' Ann ',
      lastName: 'Lee',
    });
    expect(parsed).toMatchObject({ email: 'owner@example.com', firstName: 'Ann' });
  });
});

describe('login schema', () => {
  it('uses the login messages', () => {
    expect(errorsOf(loginSchema, { email: 'x', password: '12345' })).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters'],
    });
  });

  it('accepts `username` as the e-mail (signup flow)', () => {
    expect(loginSchema.parse({ username: 'A@B.co', password: 'secret1' })).toEqual({ email: 'a@b.co', password: 'secret1' });
  });
});

describe('other account schemas', () => {
  it('verify-email without a token says so', () => {
    expect(errorsOf(verifyEmailSchema, {})).toEqual({ token: ['No verification token found in URL'] });
    expect(errorsOf(verifyEmailSchema, { token: '' })).toEqual({ token: ['No verification token found in URL'] });
  });

  it('reset requires matching confirmation when given', () => {
    expect(errorsOf(resetPasswordSchema, { token: 't', password: 'tidepool-42', confirmPassword: 'other-one' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });

  it('role must be admin or user', () => {
    expect(roleSchema.safeParse({ role: 'admin' }).success).toBe(true);
    expect(errorsOf(roleSchema, { role: 'owner' })).toEqual({ role: ["Role must be 'admin' or 'user'"] });
    expect(emailOnlySchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
  });
});
