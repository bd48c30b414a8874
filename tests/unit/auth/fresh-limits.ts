/**
 * For auth unit files on a temporary database (./db.ts): before each test the rate limits and login failure counts
 * start afresh and the mail worker is stopped, so no test inherits another's budget or sends its mail. The modules
 * are imported when the hook runs, after the file has pointed the app at its database.
 */
import { beforeEach } from 'vitest';

export function freshLimitsEachTest(): void {
  beforeEach(async () => {
    const { loginFailuresByAccount, loginFailuresByAccountAndIp } = await import('@/server/auth/login-throttle');
    const { limits } = await import('@/server/security/rate-limit');
    const { stopMailWorker } = await import('@/server/mail');
    Object.values(limits).forEach((l) => l.reset());
    loginFailuresByAccount.clear();
    loginFailuresByAccountAndIp.clear();
    stopMailWorker();
  });
}
