/**
 * Login throttling that slows guessing without letting anyone lock the real owner out:
 * - per client: the `login` token bucket in the endpoint (any e-mails);
 * - per account AND client (an address, or an IPv6 /64: client-key.ts): 10 failures in 10 minutes lock
 *   that pair (429) — an attacker locks only themselves;
 * - per account from all addresses: failures beyond 10 only add a short delay (at most 1 s) to every
 *   attempt on that account, so a guessing botnet is slowed while the owner, from an address that has
 *   not failed, still gets in with the right password.
 */
import { clientKey } from '#src/platform/server/security/client-key.ts';
import { SlidingWindow, type LimitResult } from '#src/platform/server/security/rate-limit.ts';

const MINUTE = 60_000;
const FREE_FAILURES = 10;
const DELAY_STEP_MS = 50;
const MAX_DELAY_MS = 1_000;

export const loginFailuresByAccountAndIp = new SlidingWindow('login-failures-account-ip', FREE_FAILURES, 10 * MINUTE);
export const loginFailuresByAccount = new SlidingWindow('login-failures-account', FREE_FAILURES, 10 * MINUTE);

const pairKey = (email: string, ip: string | null) => `${email.toLowerCase()}|${ip === null ? 'unknown' : clientKey(ip)}`;
const accountKey = (email: string) => email.toLowerCase();

/** Refused (this address failed too often on this account) or allowed after `delayMs`. */
export function loginAllowance(email: string, ip: string | null, now = Date.now()): { lock: LimitResult; delayMs: number } {
  const lock = loginFailuresByAccountAndIp.check(pairKey(email, ip), now);
  const beyond = loginFailuresByAccount.count(accountKey(email), now) - FREE_FAILURES;
  return { lock, delayMs: beyond > 0 ? Math.min(MAX_DELAY_MS, beyond * DELAY_STEP_MS) : 0 };
}

export function recordLoginFailure(email: string, ip: string | null, now = Date.now()): void {
  loginFailuresByAccountAndIp.record(pairKey(email, ip), now);
  loginFailuresByAccount.record(accountKey(email), now);
}

/** The owner got in from this address: its own failures are forgiven (the account-wide count stays). */
export function recordLoginSuccess(email: string, ip: string | null): void {
  loginFailuresByAccountAndIp.clear(pairKey(email, ip));
}

/** A new password was set through the e-mailed link: the old guesses no longer matter. */
export function forgetLoginFailures(email: string): void {
  loginFailuresByAccount.clear(accountKey(email));
  loginFailuresByAccountAndIp.clearPrefix(`${accountKey(email)}|`);
}
