/**
 * `npm start`'s environment check (src/serve/startup-env.ts) in real child processes: a bad setting
 * stops start-up with one line naming the variable, `.env` is read when present (never over the
 * shell's own variables), and a missing `.env` is no error.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const MODULE = resolve('src/serve/startup-env.ts');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Runs the check in a fresh directory (optionally holding a .env) with only the given variables set. */
function runCheck(env: Record<string, string>, dotEnv?: string) {
  const cwd = mkdtempSync(join(tmpdir(), 'startup-env-'));
  dirs.push(cwd);
  if (dotEnv !== undefined) writeFileSync(join(cwd, '.env'), dotEnv);
  const script = `await import(${JSON.stringify(MODULE)}); console.log('PORT=' + (process.env.PORT ?? ''))`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.trim() };
}

describe('environment check at start-up', () => {
  it('a missing .env is no error, and the defaults need no variable at all', () => {
    expect(runCheck({})).toMatchObject({ status: 0, stderr: '' });
  });

  it.each([
    ['SITE_URL', 'portaransasguide.com', 'SITE_URL must be an http(s) URL'],
    ['PORT', '80a', 'PORT must be a port number from 0 to 65535, not "80a"'],
    ['PORT', '70000', 'PORT must be a port number'],
    ['STRIPE_SECRET_KEY', 'pk_live_abc', 'STRIPE_SECRET_KEY must be a Stripe secret key'],
    ['STRIPE_WEBHOOK_SECRET', 'secret', 'STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret'],
    ['STRIPE_API_URL', 'ftp://stripe', 'STRIPE_API_URL must be an http(s) URL'],
    ['TRUST_PROXY', 'yes', 'TRUST_PROXY must be true, false or a number'],
    ['SHARED_CACHE_SECONDS', '90', 'SHARED_CACHE_SECONDS must be a whole number of seconds from 1 to 60, not "90"'],
  ])('%s=%s stops start-up with one line naming it', (key, value, message) => {
    const run = runCheck({ [key]: value });
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n')).toEqual([expect.stringContaining(message)]);
    expect(run.stderr).toMatch(new RegExp(`^\\[start\\] invalid setting: ${key} `));
  });

  it('never repeats a secret in the message', () => {
    const run = runCheck({ STRIPE_SECRET_KEY: 'pk_live_do_not_print' });
    expect(run.stderr).not.toContain('do_not_print');
  });

  it('reads .env when present, but the shell’s own variables win', () => {
    expect(runCheck({}, 'PORT=4999\n')).toMatchObject({ status: 0, stdout: 'PORT=4999\n' });
    expect(runCheck({ PORT: '5001' }, 'PORT=4999\n')).toMatchObject({ status: 0, stdout: 'PORT=5001\n' });
    const bad = runCheck({}, '# a comment\nPORT=eighty\n');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('PORT must be a port number from 0 to 65535, not "eighty"');
  });

  it('npm start (src/cli/start.ts) stops before building or serving on a bad setting', () => {
    const result = spawnSync(process.execPath, ['src/cli/start.ts'], {
      env: { PATH: process.env.PATH ?? '', SKIP_BUILD: 'true', SITE_URL: 'not a url', PORT: '4321' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      '[start] invalid setting: SITE_URL must be an http(s) URL such as https://portaransasguide.com, not "not a url"',
    );
    expect(result.stdout).not.toContain('listening');
  });
});
