/**
 * The build, and `npm start`'s and `npm test`'s "build only when needed": no build yet, a source file newer than the
 * build, or a different value of a variable that is baked into prerendered pages (site identity,
 * SITE_URL).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const BUILD_INPUTS = [
  'src',
  'content',
  'db/seed',
  'public',
  'astro.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
/** The command-line scripts run from source (under node or tsx); they are not part of the build. */
const NOT_BUILD_INPUTS = new Set(['src/cli']);
/** Astro's server bundle: the request handler. */
export const SERVER_ENTRY = 'dist/server/entry.mjs';
export const CLIENT_DIR = 'dist/client';
const BUILD_ENV_FILE = 'dist/build-env.json';

function newestMtime(path: string, root: string): number {
  if (!existsSync(path) || NOT_BUILD_INPUTS.has(relative(root, path))) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry), root));
  return newest;
}

/** Variables read while prerendering (src/config/site.ts, canonical URLs). */
export function buildEnv(): Record<string, string> {
  const keys = Object.keys(process.env)
    .filter((k) => k === 'SITE_URL' || k.startsWith('SITE_') || k.startsWith('SOCIAL_') || k === 'NOAA_STATION')
    .sort();
  return Object.fromEntries(keys.map((k) => [k, process.env[k] ?? '']));
}

export function isBuildStale(root = process.cwd()): boolean {
  const entry = join(root, SERVER_ENTRY);
  if (!existsSync(entry)) return true;
  const built = statSync(entry).mtimeMs;
  if (BUILD_INPUTS.some((input) => newestMtime(join(root, input), root) > built)) return true;
  const envFile = join(root, BUILD_ENV_FILE);
  const previous = existsSync(envFile) ? readFileSync(envFile, 'utf8') : '{}';
  return previous !== JSON.stringify(buildEnv());
}

export function buildIfStale(root = process.cwd(), who = 'start'): void {
  if (!isBuildStale(root)) return;
  console.log(`[${who}] building the site (no build yet, sources changed, or site settings changed)…`);
  build(root);
}

export function build(root = process.cwd()): void {
  // The CLI's path as Astro's package.json names it (it moved between majors).
  const astroPackage = JSON.parse(readFileSync(join(root, 'node_modules/astro/package.json'), 'utf8'));
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro', astroPackage.bin.astro), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error('[start] build failed');
    process.exit(result.status ?? 1);
  }
  warmDemoPhotoCache(root);
  writeFileSync(join(root, BUILD_ENV_FILE), JSON.stringify(buildEnv()));
}

/**
 * Runs the demo photos through the photo pipeline once and keeps the result in
 * node_modules/.cache/demo-photos (db/seed/demo-photos), so a server seeding a new database copies
 * them instead of spending about a second per photo. Skipped with DEMO_DATA=false (a server then
 * seeding demo data anyway processes them at its first start).
 */
function warmDemoPhotoCache(root = process.cwd()): void {
  // A production image (Dockerfile) never loads demo data: nothing to prepare.
  if (process.env.DEMO_DATA?.trim() === 'false') return;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'db/seed/demo-photos/warm-cache.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('[start] demo photos failed');
    process.exit(result.status ?? 1);
  }
}
