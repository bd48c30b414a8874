/**
 * A test server's shape and settings. tests/helpers/site.ts starts one; tests that spawn the server themselves, to
 * stop and restart it on the same files, build on testServerEnv.
 */
import { join } from 'node:path';

export interface TestServer {
  url: string;
  pid: number;
  dir: string;
  dbPath: string;
  outboxDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The settings of a test server whose files all live in `dir` (database site.db, outbox, uploads): the production
 * build, no mail server and no Stripe.
 */
export function testServerEnv(dir: string, { demoData = false } = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SKIP_BUILD: 'true',
    DATABASE_PATH: join(dir, 'site.db'),
    MAIL_OUTBOX_DIR: join(dir, 'outbox'),
    UPLOADS_DIR: join(dir, 'uploads'),
    DEMO_DATA: demoData ? 'true' : 'false',
    SMTP_URL: '',
    STRIPE_SECRET_KEY: '',
  };
}
