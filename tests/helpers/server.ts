/**
 * Starts the production build (`dist/`) on a free port with a throw-away database and mail outbox,
 * for API and browser tests. Run `npm run build` first (`npm test` does).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '#scripts/spawn-server.ts';
import { copyDemoTemplate } from './demo-template';

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
 * build, no mail server and no Stripe. For tests that spawn the server themselves, to restart it on the same files.
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

export async function startServer({
  env = {},
  demoData = false,
}: { env?: Record<string, string>; demoData?: boolean } = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'site-test-'));
  const dbPath = join(dir, 'site.db');
  const outboxDir = join(dir, 'outbox');
  const serverEnv = { ...testServerEnv(dir, { demoData }), ...env };
  if (demoData) copyDemoTemplate({ databasePath: serverEnv.DATABASE_PATH!, uploadsDir: serverEnv.UPLOADS_DIR! });
  const server = await spawnServer(serverEnv, { timeoutMs: 30_000 });
  return {
    url: server.url,
    pid: server.pid,
    dir,
    dbPath,
    outboxDir,
    output: server.output,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
