/**
 * Account use cases. Each returns a small result; the endpoints turn results into HTTP answers.
 * Anything that could reveal whether an e-mail is registered (register, login, resend, reset)
 * does the same work and gives the same answer either way.
 */
import { authMessages, type PublicUser, type RegisterInput } from '#src/features/accounts/auth.schema.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import {
  countAdmins,
  findUserByEmail,
  findUserById,
  insertUser,
  markUserEmailVerified,
  updateUserPassword,
  updateUserRole,
} from './users.queries.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import type { User } from '#src/platform/server/db/schema.ts';
import { forgetLoginFailures, loginAllowance, recordLoginFailure, recordLoginSuccess } from './login-throttle.ts';
import { queueMail } from '#src/platform/server/mail/index.ts';
import {
  accountExistsEmail,
  passwordChangedEmail,
  passwordResetEmail,
  verificationEmail,
  welcomeEmail,
} from '#src/platform/server/mail/templates.ts';
import { limits } from '#src/platform/server/security/rate-limit.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts';
import { createSession, invalidateUserSessions } from './session.ts';
import { accountKind } from './account-kind.ts';
import type { AccountKind } from '#src/features/accounts/account-nav.ts';
import { consumeUserToken, issueUserToken, lookUpUserToken } from './tokens.ts';
import { fail, type Failure, type Outcome } from '#src/platform/server/failure.ts';

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt ? user.createdAt.toISOString() : null,
  };
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed/i.test(error.message + String((error as { cause?: unknown }).cause ?? ''));

/**
 * Creates an unverified account and mails a verification link; for a taken address, mails its owner instead.
 * `next` (already checked by safeNext) rides on the mailed link, so verifying returns the visitor to it.
 * `createdAs` is kept with the account: a visitor's (/register) or an owner's (the business signup).
 */
export async function registerAccount(
  input: RegisterInput,
  ip: string | null,
  { next = null, createdAs = 'owner' }: { next?: string | null; createdAs?: User['createdAs'] } = {},
): Promise<{ user: User | null }> {
  const passwordHash = await hashPassword(input.password); // always hashed: equal timing for taken addresses
  const existing = findUserByEmail({ email: input.email });
  if (!existing) {
    try {
      const user = getDb().transaction(() => {
        const { email, firstName, lastName } = input;
        const created = insertUser({ email, firstName, lastName, passwordHash, createdAs });
        const token = issueUserToken(created.id, 'verify_email');
        queueMail({ to: created.email, ...verificationEmail({ firstName: created.firstName, token, next }) });
        insertAuditEntry({ action: 'account.register', actorUserId: created.id, targetType: 'user', targetId: created.id, ip });
        return created;
      });
      return { user };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error; // lost a race with a concurrent registration: fall through
    }
  }
  const owner = existing ?? findUserByEmail({ email: input.email });
  if (owner && limits.mailPerAddress.consume(`exists:${owner.id}`).ok) {
    queueMail({ to: owner.email, ...accountExistsEmail() });
  }
  insertAuditEntry({ action: 'account.register_duplicate', targetType: 'user', targetId: owner?.id, ip });
  return { user: null };
}

/** How a sign-in waits out the throttle's delay (a parameter so tests can record it instead of sleeping). */
export type Wait = (ms: number) => Promise<void>;
const sleep: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export type SignupAccountResult =
  | { state: 'signed-in'; session: Extract<SignInResult, { ok: true }> }
  | { state: 'created'; user: User }
  | { state: 'mail-sent' };

/**
 * The account step of an anonymous business signup. The owner of a taken address who
 * types its password is signed in; anyone else gets an answer that cannot tell a new address from a
 * taken one: a new address becomes an unverified account (verification mail, no session yet), a
 * taken one gets the "you already have an account" mail.
 *
 * Known and unknown addresses take the same steps, so the time taken tells nothing either:
 * every attempt is a sign-in attempt first, with the login throttle's account-wide delay (which
 * counts failures for unknown addresses too) and one Argon2 check (a dummy one when that address is
 * locked for this client), then registerAccount's one hash.
 */
export async function registerOrSignIn(
  input: RegisterInput,
  ip: string | null,
  wait: Wait = sleep,
): Promise<SignupAccountResult> {
  const attempt = await signIn(input.email, input.password, ip, { wait, via: 'signup' });
  if (attempt.ok) return { state: 'signed-in', session: attempt };
  if (attempt.status === 429) await verifyAgainstDummy(input.password);
  const { user } = await registerAccount(input, ip); // a taken address: its owner is mailed, nothing is created
  return user ? { state: 'created', user } : { state: 'mail-sent' };
}

/** What a refused sign-in says (the same for an unknown e-mail and a wrong password: it reveals nothing). */
export const signInTexts = {
  invalid: 'Invalid email or password',
  tooMany: 'Too many requests. Please try again later.',
} as const;

export type SignInResult =
  | { ok: true; user: User; token: string; expiresAt: Date }
  | Failure<401> // wrong e-mail or password
  | Failure<429>; // locked: carries retryAfterSeconds

/**
 * Checks the password and opens a new session. Throttled per account and address (10 failures in
 * 10 minutes lock that pair) with a short account-wide delay (src/features/accounts/server/login-throttle.ts);
 * unknown e-mails are counted alike so the answers reveal nothing.
 */
export async function signIn(
  email: string,
  password: string,
  ip: string | null,
  { wait = sleep, via }: { wait?: Wait; via?: 'signup' } = {},
): Promise<SignInResult> {
  const { lock, delayMs } = loginAllowance(email, ip);
  const details = via ? { email, via } : { email };
  if (!lock.ok) {
    insertAuditEntry({ action: 'login.locked', ip, details });
    return fail(429, signInTexts.tooMany, { retryAfterSeconds: lock.retryAfterSeconds });
  }
  if (delayMs > 0) await wait(delayMs);
  const user = findUserByEmail({ email });
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    recordLoginFailure(email, ip);
    insertAuditEntry({ action: 'login.failure', targetType: 'user', targetId: user?.id, ip, details });
    return fail(401, signInTexts.invalid);
  }
  // The session and its audit line in one transaction: a database lock met half-way leaves neither (503).
  const { token, session } = getDb().transaction(() => {
    const created = createSession(user.id);
    insertAuditEntry({ action: 'login.success', actorUserId: user.id, targetType: 'user', targetId: user.id, ip });
    return created;
  });
  recordLoginSuccess(email, ip);
  return { ok: true, user, token, expiresAt: session.expiresAt };
}

export type VerificationLink =
  | { state: 'confirm'; email: string; kind: AccountKind }
  | { state: 'already' }
  | { state: 'invalid' };

/**
 * What a verification link is, without using it: opening the link only shows whose
 * account it verifies; verifying, and signing in, wait for the visitor's click on that page.
 */
export function describeVerificationLink(token: string): VerificationLink {
  const found = lookUpUserToken(token, 'verify_email');
  const user = found.state === 'invalid' ? undefined : findUserById({ id: found.row.userId });
  if (!user) return { state: 'invalid' };
  if (user.emailVerifiedAt) return { state: 'already' };
  return found.state === 'valid' ? { state: 'confirm', email: user.email, kind: accountKind(user) } : { state: 'invalid' };
}

export type VerifyResult = Outcome<{ state: 'verified' | 'already'; user: User }, 400>;

const linkInvalid = () => fail(400, authMessages.verificationLinkInvalid);

export function verifyEmailToken(token: string, ip: string | null): VerifyResult {
  const found = lookUpUserToken(token, 'verify_email');
  if (found.state === 'invalid') return linkInvalid();
  const user = findUserById({ id: found.row.userId });
  if (!user) return linkInvalid();
  // A second click on the same link, or a link for an already verified address, is "already verified".
  if (found.state === 'used' || user.emailVerifiedAt) {
    if (found.state === 'valid') consumeUserToken(found.row);
    return user.emailVerifiedAt ? { ok: true, state: 'already', user } : linkInvalid();
  }
  const verified = getDb().transaction(() => {
    if (!consumeUserToken(found.row)) return false;
    markUserEmailVerified({ id: user.id });
    queueMail({ to: user.email, ...welcomeEmail(user.createdAs) });
    insertAuditEntry({ action: 'account.email_verified', actorUserId: user.id, targetType: 'user', targetId: user.id, ip });
    return true;
  });
  const fresh = findUserById({ id: user.id }) ?? user;
  return { ok: true, state: verified ? 'verified' : 'already', user: fresh };
}

/**
 * A first verification signs in a visitor nobody is signed in as: an anonymous signup
 * gets no session until the mailbox is proven, so the link is what continues the journey.
 */
export function signInByVerification(user: User, ip: string | null): { token: string; expiresAt: Date } {
  const { token, session } = createSession(user.id);
  insertAuditEntry({ action: 'login.verification_link', actorUserId: user.id, targetType: 'user', targetId: user.id, ip });
  return { token, expiresAt: session.expiresAt };
}

/** Mails a new verification link when the address has an unverified account; silent otherwise. */
export function resendVerification(email: string, ip: string | null): void {
  const user = findUserByEmail({ email });
  if (!user || user.emailVerifiedAt || !limits.mailPerAddress.consume(`verify:${user.id}`).ok) return;
  getDb().transaction(() => {
    const token = issueUserToken(user.id, 'verify_email');
    queueMail({ to: user.email, ...verificationEmail({ firstName: user.firstName, token }) });
    insertAuditEntry({ action: 'account.verification_resent', targetType: 'user', targetId: user.id, ip });
  });
}

/** Mails a 1-hour single-use reset link when the address has an account; silent otherwise. */
export function requestPasswordReset(email: string, ip: string | null): void {
  const user = findUserByEmail({ email });
  if (!user) {
    insertAuditEntry({ action: 'password.reset_requested_unknown', ip, details: { email } });
    return;
  }
  if (!limits.mailPerAddress.consume(`reset:${user.id}`).ok) return;
  getDb().transaction(() => {
    const token = issueUserToken(user.id, 'reset_password');
    queueMail({ to: user.email, ...passwordResetEmail({ token }) });
    insertAuditEntry({ action: 'password.reset_requested', targetType: 'user', targetId: user.id, ip });
  });
}

/** Whether a reset link can still be used (the reset page shows the form only for live links). */
export function isResetTokenUsable(token: string): boolean {
  return lookUpUserToken(token, 'reset_password').state === 'valid';
}

/** Sets a new password from a reset link, ends every session of that user and proves the mailbox. */
export async function resetPassword(token: string, password: string, ip: string | null): Promise<{ ok: boolean }> {
  const found = lookUpUserToken(token, 'reset_password');
  if (found.state !== 'valid') return { ok: false };
  const passwordHash = await hashPassword(password);
  const user = findUserById({ id: found.row.userId });
  if (!user) return { ok: false };
  const ok = getDb().transaction(() => {
    if (!consumeUserToken(found.row)) return false; // a concurrent reset used it while we hashed
    updateUserPassword({ id: user.id, passwordHash });
    markUserEmailVerified({ id: user.id });
    invalidateUserSessions(user.id);
    queueMail({ to: user.email, ...passwordChangedEmail() });
    insertAuditEntry({ action: 'password.reset', actorUserId: user.id, targetType: 'user', targetId: user.id, ip });
    return true;
  });
  if (ok) forgetLoginFailures(user.email);
  return { ok };
}

export type RoleChangeResult = Outcome<{ user: User }, 404 | 409>;

/** Promotes or demotes; the last admin can never be demoted (the site would be unmanageable). */
export function changeUserRole(actorId: number, targetId: number, role: 'admin' | 'user', ip: string | null): RoleChangeResult {
  return getDb().transaction((): RoleChangeResult => {
    const target = findUserById({ id: targetId });
    if (!target) return fail(404, 'User not found');
    if (target.role === role) return { ok: true, user: target };
    if (role === 'user' && countAdmins() <= 1)
      return fail(409, 'The last admin cannot be demoted. Make another user an admin first.');
    const user = updateUserRole({ id: targetId, role })!;
    insertAuditEntry({
      action: 'role.changed',
      actorUserId: actorId,
      targetType: 'user',
      targetId,
      ip,
      details: { from: target.role, to: role },
    });
    return { ok: true, user };
  });
}

/** For `npm run create-admin`: creates a verified admin or promotes (and re-passwords) an existing account. */
export async function createOrPromoteAdmin(input: {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}): Promise<{ user: User; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  return getDb().transaction(() => {
    const existing = findUserByEmail({ email: input.email });
    if (existing) {
      updateUserRole({ id: existing.id, role: 'admin' });
      updateUserPassword({ id: existing.id, passwordHash });
      markUserEmailVerified({ id: existing.id });
      insertAuditEntry({
        action: 'role.changed',
        targetType: 'user',
        targetId: existing.id,
        details: { from: existing.role, to: 'admin', via: 'cli' },
      });
      return { user: findUserById({ id: existing.id })!, created: false };
    }
    const user = insertUser({
      email: input.email,
      firstName: input.firstName ?? 'Site',
      lastName: input.lastName ?? 'Admin',
      passwordHash,
      role: 'admin',
      emailVerifiedAt: new Date(),
    });
    insertAuditEntry({ action: 'account.admin_created', targetType: 'user', targetId: user.id, details: { via: 'cli' } });
    return { user, created: true };
  });
}
