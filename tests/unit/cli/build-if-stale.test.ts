/**
 * `npm start` and `npm test` build only when the build is stale (src/cli/build-if-stale.ts): a missing build, a
 * build input newer than the build, or other site settings than the build was made with.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildEnv, isBuildStale } from '#src/cli/build-if-stale.ts';

let root: string;
const hourAgo = new Date(Date.now() - 3_600_000);

function write(path: string, text = '', at = hourAgo) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
  utimesSync(join(root, path), at, at);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stale-'));
  write('src/pages/index.astro');
  write('package-lock.json', '{}');
  write('dist/server/entry.mjs', '', new Date());
  write('dist/build-env.json', JSON.stringify(buildEnv()), new Date());
  // Directories count too (a deleted file changes its folder's time): keep them older than the build.
  for (const dir of ['src', 'src/pages']) utimesSync(join(root, dir), hourAgo, hourAgo);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('isBuildStale', () => {
  it('is false for a build newer than every input, made with the same settings', () => {
    expect(isBuildStale(root)).toBe(false);
  });

  it('is true without a build', () => {
    rmSync(join(root, 'dist/server/entry.mjs'));
    expect(isBuildStale(root)).toBe(true);
  });

  it('is true when a source file or the lockfile changed after the build', () => {
    write('src/pages/index.astro', 'changed', new Date(Date.now() + 1000));
    expect(isBuildStale(root)).toBe(true);
    write('src/pages/index.astro');
    utimesSync(join(root, 'src/pages'), hourAgo, hourAgo);
    expect(isBuildStale(root)).toBe(false);
    write('package-lock.json', '{"changed":true}', new Date(Date.now() + 1000));
    expect(isBuildStale(root)).toBe(true);
  });

  it('ignores the command-line tools, which are not part of the build', () => {
    write('src/cli/bench.ts', 'changed', new Date(Date.now() + 1000));
    utimesSync(join(root, 'src'), hourAgo, hourAgo);
    expect(isBuildStale(root)).toBe(false);
  });

  it('is true when the build was made with other site settings', () => {
    write('dist/build-env.json', JSON.stringify({ SITE_URL: 'https://elsewhere.example' }), new Date());
    expect(isBuildStale(root)).toBe(true);
  });
});
