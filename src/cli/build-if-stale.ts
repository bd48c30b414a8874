/** `npm start` rebuilds only when a source file is newer than the last build. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const BUILD_INPUTS = ['src', 'content', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];
export const SERVER_ENTRY = 'dist/server/entry.mjs';

/** The CLI runs from source with tsx; it is not part of the build. */
const NOT_BUILD_INPUTS = new Set(['src/cli']);

function newestMtime(path: string, root: string): number {
  if (!existsSync(path) || NOT_BUILD_INPUTS.has(relative(root, path))) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry), root));
  return newest;
}

export function isBuildStale(root = process.cwd()): boolean {
  const entry = join(root, SERVER_ENTRY);
  if (!existsSync(entry)) return true;
  const built = statSync(entry).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(join(root, input), root) > built);
}

export function buildIfStale(root = process.cwd()): void {
  if (!isBuildStale(root)) return;
  console.log('[start] building the site (dist/ is missing or older than the sources)…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/astro.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error('[start] build failed');
    process.exit(result.status ?? 1);
  }
}
