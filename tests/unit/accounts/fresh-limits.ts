/**
 * For auth unit files on a temporary database (./db.ts): before each test the rate limits and login failure counts
 * start afresh and the mail worker is stopped, so no test inherits another's budget or sends its mail. The modules
 * are imported when the hook runs, after the file has pointed the app at its database.
 */
import { beforeEach } from 'vitest';

export function freshLimitsEachTest(): void {
  beforeEach(async () => {
    const { loginFailuresByAccount, loginFailuresByAccountAndIp } = await import(
      '#src/features/accounts/server/login-throttle.ts'
    );
    const { limits } = await import('#src/platform/server/security/rate-limit.ts');
    const { stopMailWorker } = await import('#src/platform/server/mail/index.ts');
    Object.values(limits).forEach((l) => l.reset());
    loginFailuresByAccount.clear();
    loginFailuresByAccountAndIp.clear();
    stopMailWorker();
  });
}
