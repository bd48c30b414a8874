/**
 * The demo data made once per test run and copied into each demo-data server's folder: loading it at every start
 * (src/cli/start.ts runs src/cli/prepare-database.ts under tsx) would cost each of the suites' many servers seconds.
 * The suites' global setups make it and hand its folder to their workers in TEST_DEMO_TEMPLATE_DIR; a process
 * started without one makes its own. The start path itself is still tested: tests/unit/platform/db/prepare-database.test.ts
 * and the browser suite's own server, which `npm start` seeds.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ENV_NAME = 'TEST_DEMO_TEMPLATE_DIR';
let own: string | undefined;

/** Makes a template folder (site.db and uploads/) with `npm start`'s own database step. */
export function makeDemoTemplate(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-demo-template-'));
  const made = spawnSync(process.execPath, ['--import', 'tsx/esm', 'src/cli/prepare-database.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      DATABASE_PATH: join(dir, 'site.db'),
      UPLOADS_DIR: join(dir, 'uploads'),
      MAIL_OUTBOX_DIR: join(dir, 'outbox'),
      DEMO_DATA: 'true',
    },
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`demo template: prepare-database failed:\n${made.stdout}${made.stderr}`);
  return dir;
}

/** Copies the run's template to a server's database file and uploads folder, making the template first if nobody has. */
export function copyDemoTemplate({ databasePath, uploadsDir }: { databasePath: string; uploadsDir: string }): void {
  let template = process.env[ENV_NAME];
  if (!template) {
    if (!own) {
      const made = makeDemoTemplate();
      process.once('exit', () => rmSync(made, { recursive: true, force: true }));
      own = made;
    }
    template = own;
  }
  mkdirSync(dirname(databasePath), { recursive: true });
  cpSync(join(template, 'site.db'), databasePath);
  cpSync(join(template, 'uploads'), uploadsDir, { recursive: true });
}

/** For a suite's global setup: makes the template, shares it through the environment, returns the clean-up. */
export function shareDemoTemplate(): () => void {
  const dir = makeDemoTemplate();
  process.env[ENV_NAME] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
