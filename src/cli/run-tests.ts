/**
 * `npm test`: the build when stale, then Vitest (unit + API) and Playwright (browser) side by side instead of one after the
 * other. Vitest keeps both cores busy on its own, but Playwright spends much of its time waiting on page loads,
 * so running them together finishes sooner on a 2-core machine. Each line is
 * prefixed with its suite; the exit code is non-zero when either suite fails, and both always run to the end.
 * Arguments after `--` are not passed on: run `npx vitest run FILE` or `npx playwright test FILE` for one file.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { buildIfStale } from './build-if-stale.ts';

// The suites test the production build: built first unless it is up to date (CI's `npm run check` just built it).
buildIfStale(process.cwd(), 'test');

const suites = [
  { name: 'vitest', args: ['vitest', 'run'] },
  { name: 'e2e', args: ['playwright', 'test'] },
];

function run({ name, args }: { name: string; args: string[] }): Promise<{ name: string; code: number }> {
  return new Promise((resolve) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`));
    }
    child.on('exit', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0) }));
  });
}

const started = Date.now();
const results = await Promise.all(suites.map(run));
const seconds = Math.round((Date.now() - started) / 1000);
for (const { name, code } of results) console.log(`[test] ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
console.log(`[test] both suites finished in ${seconds} s`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
