/**
 * Account form rules, shared by the islands (instant feedback) and the API (the authority).
 * Messages are the product's fixed wording; the common-password check is server-only (its dictionaries stay off the wire).
 */
import { z } from 'zod';

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 256;
const LOGIN_PASSWORD_MIN = 6;
const EMAIL_MAX = 254;
const NAME_MAX = 100;

export const passwordMessages = {
  tooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  common: 'This password is too common. Please choose a different one.',
} as const;

/** Server answers the pages repeat (kept here so island and endpoint agree). */
export const authMessages = {
  registered: 'Registration successful. Please check your email to verify your account.',
  resetRequested: 'If an account exists for that address, we have sent a link to reset your password. It expires in 1 hour.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  resendRequested: 'If that address has an account that still needs verifying, we have sent a new verification link.',
  verificationLinkInvalid: 'This verification link is invalid or has expired.',
} as const;

const emailField = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().max(EMAIL_MAX, message).pipe(z.email(message));

export const newPasswordField = z
  .string({ error: passwordMessages.tooShort })
  .min(PASSWORD_MIN, passwordMessages.tooShort)
  .max(PASSWORD_MAX, passwordMessages.tooLong);

const nameField = (message: string) =>
  // NFKC first: full-width letters and dots (`ｅｖｉｌ．ｅｘａｍｐｌｅ`) become the plain ones they stand for.
  z.preprocess(
    (name) => (typeof name === 'string' ? name.normalize('NFKC') : name),
    z
      .string({ error: message })
      .trim()
      .min(2, message)
      .max(NAME_MAX, `Must be at most ${NAME_MAX} characters`)
      // Names go into e-mails sent to any address typed in the form: no links can ride along.
      .refine((name) => !LINK_LIKE.test(name.replace(IDEOGRAPHIC_DOTS, '.')), 'Please enter a name without web addresses'),
  );

/** A scheme, `www.`, or a dotted host name such as `evil.com` / `bit.ly/x`. */
const LINK_LIKE = /:\/\/|www\.|[a-z0-9-]\.[a-z]{2,}\b|[<>]/i;
/** Dots that host names accept as `.` (IDNA) and NFKC leaves alone: `evil。example`. */
const IDEOGRAPHIC_DOTS = /[\u3002\uFF61]/g;

export const registerSchema = z.object({
  email: emailField('Valid email is required'),
  password: newPasswordField,
  firstName: nameField('First name is required'),
  lastName: nameField('Last name is required'),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The /register form: the API's fields and the password typed twice (the API itself takes it once). */
export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: z
      .string({ error: (issue) => (issue.input === undefined ? "Passwords don't match" : undefined) })
      .max(PASSWORD_MAX),
  })
  .refine((v) => v.confirmPassword === v.password, { message: "Passwords don't match", path: ['confirmPassword'] });

/** The signup flow sends the e-mail as `username`; the login page sends `email`. */
export const loginSchema = z.preprocess(
  (raw) => {
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      const body = raw as Record<string, unknown>;
      if (body.email === undefined && body.username !== undefined) return { ...body, email: body.username };
    }
    return raw;
  },
  z.object({
    email: emailField('Please enter a valid email address'),
    password: z
      .string({ error: 'Password must be at least 6 characters' })
      .min(LOGIN_PASSWORD_MIN, 'Password must be at least 6 characters')
      .max(PASSWORD_MAX, passwordMessages.tooLong),
  }),
);

/** Deleting one's account asks for the password again. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: 'Enter your password to delete your account' })
    .min(1, 'Enter your password to delete your account')
    .max(PASSWORD_MAX, passwordMessages.tooLong),
});

export const emailOnlySchema = z.object({ email: emailField('Please enter a valid email address') });

/** Tokens are 32 base32 characters; anything else cannot be one of ours. */
const tokenField = z
  .string({ error: (issue) => (issue.input === undefined ? 'No verification token found in URL' : 'Invalid token') })
  .trim()
  .min(1, 'No verification token found in URL')
  .max(128, 'Invalid token');

export const verifyEmailSchema = z.object({ token: tokenField });

export const resetPasswordSchema = z
  .object({
    token: tokenField,
    password: newPasswordField,
    confirmPassword: z.string().max(PASSWORD_MAX).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const roleSchema = z.object({
  role: z.enum(['admin', 'user'], { error: "Role must be 'admin' or 'user'" }),
});

/** Public shape of a user in every API answer (never the hash). */
export interface PublicUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'user';
  emailVerified: boolean;
  createdAt: string | null;
}
