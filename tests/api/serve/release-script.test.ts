/**
 * deploy/release.sh against a throw-away repository (a package without dependencies whose `src/cli/build.ts` writes
 * a file, as the site's build writes dist/): each release is built in a folder of its own while the running one stays
 * as it was, `current` switches only after a good build, the service's restart command runs once per switch, a
 * failed build leaves nothing behind, and old releases are pruned. What it cannot show here: the real `npm ci` and
 * build of the site (minutes, and the registry) and systemd.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

const SCRIPT = resolve('deploy/release.sh');
const root = mkdtempSync(join(tmpdir(), 'release-'));
const home = join(root, 'srv');
const origin = join(root, 'origin');
const restarts = join(root, 'restarts.log');

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.test', ...args], { cwd, encoding: 'utf8' }).trim();

/** Commits a version of the fake site whose build writes `dist/version` (and SITE_URL), or fails. */
function commitVersion(version: string, { buildFails = false } = {}): string {
  mkdirSync(join(origin, 'src/cli'), { recursive: true });
  writeFileSync(
    join(origin, 'src/cli/build.ts'),
    buildFails
      ? `process.exit(3);\n`
      : `import { mkdirSync, writeFileSync } from 'node:fs';
mkdirSync('dist', { recursive: true });
writeFileSync('dist/version', ${JSON.stringify(version)} + ' ' + (process.env.SITE_URL ?? 'no SITE_URL'));
`,
  );
  git(origin, 'add', '-A');
  git(origin, 'commit', '-q', '-m', version);
  return git(origin, 'rev-parse', 'HEAD');
}

function release(ref?: string, env: Record<string, string> = {}) {
  return spawnSync('sh', [SCRIPT, ...(ref ? [ref] : [])], {
    encoding: 'utf8',
    env: { ...process.env, GUIDE_HOME: home, GUIDE_RESTART: join(root, 'restart.sh'), ...env },
  });
}

const current = () => realpathSync(join(home, 'current'));
const releases = () => readdirSync(join(home, 'releases'));
const restartCount = () => (existsSync(restarts) ? readFileSync(restarts, 'utf8').trim().split('\n').length : 0);

beforeAll(() => {
  mkdirSync(origin);
  git(origin, 'init', '-q', '-b', 'main');
  writeFileSync(join(origin, 'package.json'), JSON.stringify({ name: 'fake-site', version: '1.0.0', private: true }));
  writeFileSync(
    join(origin, 'package-lock.json'),
    JSON.stringify({
      name: 'fake-site',
      version: '1.0.0',
      lockfileVersion: 3,
      requires: true,
      packages: { '': { name: 'fake-site', version: '1.0.0' } },
    }),
  );
  mkdirSync(home);
  git(root, 'clone', '-q', origin, join(home, 'repo'));
  writeFileSync(join(home, '.env'), 'SITE_URL=https://guide.example\n');
  // The service's restart, as the script calls it: records which release `current` named at that moment.
  writeFileSync(join(root, 'restart.sh'), `#!/bin/sh\nreadlink -f "${home}/current" >> "${restarts}"\n`, { mode: 0o755 });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('builds a new release in its own folder, with the service’s settings, then switches current and restarts', () => {
  const first = commitVersion('one');
  const run = release();
  expect(run.stderr + run.stdout).toContain('[release] done');
  expect(run.status).toBe(0);
  expect(current()).toMatch(new RegExp(`/releases/\\d{8}T\\d{6}Z-${first.slice(0, 12)}$`));
  expect(readFileSync(join(current(), 'dist/version'), 'utf8')).toBe('one https://guide.example');
  expect(realpathSync(join(current(), '.env'))).toBe(realpathSync(join(home, '.env')));
  expect(readFileSync(restarts, 'utf8').trim()).toBe(current());
});

it('leaves the running release untouched while the next one is installed and built', () => {
  const running = current();
  commitVersion('two');
  const run = release();
  expect(run.status).toBe(0);
  expect(current()).not.toBe(running);
  expect(readFileSync(join(current(), 'dist/version'), 'utf8')).toBe('two https://guide.example');
  // The old folder, which a process started from it still reads, is as it was.
  expect(readFileSync(join(running, 'dist/version'), 'utf8')).toBe('one https://guide.example');
  expect(restartCount()).toBe(2);
});

it('a failed build removes its folder and keeps current and the service as they were', () => {
  const before = { current: current(), releases: releases().sort(), restarts: restartCount() };
  commitVersion('broken', { buildFails: true });
  const run = release();
  expect(run.status).not.toBe(0);
  expect(run.stderr).toContain('current unchanged');
  expect(current()).toBe(before.current);
  expect(releases().sort()).toEqual(before.releases);
  expect(restartCount()).toBe(before.restarts);
});

it('refuses a ref that names no commit, and deploys a given one', () => {
  expect(release('no-such-ref').status).not.toBe(0);
  const three = commitVersion('three');
  git(origin, 'tag', 'v3');
  commitVersion('four');
  expect(release('v3').status).toBe(0);
  expect(current()).toContain(three.slice(0, 12));
});

it('keeps the newest releases for a rollback, the current one always among them', () => {
  commitVersion('five');
  expect(release(undefined, { GUIDE_KEEP: '2' }).status).toBe(0);
  expect(releases()).toHaveLength(2);
  expect(releases().map((name) => join(home, 'releases', name))).toContain(current());
});
