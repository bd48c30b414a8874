/**
 * `npx tsx scripts/profile-pages.ts [--seconds 8] [--out DIR]`: CPU profiles (`node --cpu-prof`) of the
 * built server under load on the benchmark's 10,000-listing database, one server per workload:
 * distinct business pages, distinct event pages, directory pages (with and without Open now), directory searches and
 * site searches with distinct queries (the bench's rows g to j), and 404s. Prints each profile's top functions by self time during the measured load (after 2 s of unprofiled
 * warm-up load); the .cpuprofile files (whole process life) stay in DIR for DevTools.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from '#src/cli/build-if-stale.ts';
import { createBenchDatabase } from './bench/database.ts';
import { directoryBrowsePaths, directoryOpenNowPaths, directorySearchPaths, siteSearchPaths } from './bench/directory-paths.ts';
import { runLoad } from './bench/load.ts';
import { spawnServer } from './spawn-server.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    out: { type: 'string', default: 'profiles' },
    top: { type: 'string', default: '12' },
    /** Comma-separated first words of the workloads to run (business, event, directory, open-now, search, site, 404, static). */
    only: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const out = resolve(values.out);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
}

/**
 * Self time per function (name + file:line), as a share of the samples taken in the profile's last
 * `windowMs` (the measured load and the shutdown after it: start-up and warm-up are left out).
 */
function topFunctions(profile: Profile, n: number, windowMs: number): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const from = profile.endTime - windowMs * 1000;
  let t = profile.endTime - profile.timeDeltas.reduce((a, b) => a + b, 0);
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from) return;
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '');
    const key = `${frame.functionName || '(anonymous)'} ${file ? `${file}:${frame.lineNumber + 1}` : ''}`.trim();
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, us]) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`);
}

buildIfStale();
const db = createBenchDatabase(10_000, 3_000);
const workloads: [string, string[]][] = [
  ['business pages (distinct ids)', db.businessPaths],
  ['event pages (distinct ids)', db.eventPaths],
  ['directory pages (distinct pages, categories and orders)', directoryBrowsePaths(db.businessPaths.length)],
  ['open-now directory pages (distinct pages, categories and orders)', directoryOpenNowPaths(db.businessPaths.length)],
  ['search (distinct directory queries)', directorySearchPaths()],
  ['site (distinct /search queries)', siteSearchPaths()],
  ['404 (unknown paths)', Array.from({ length: 5000 }, (_, i) => `/no-such-page-${i}`)],
  ['static (the prerendered /privacy, repeated)', ['/privacy']],
];
try {
  const only = values.only?.split(',');
  for (const [label, paths] of workloads) {
    if (only && !only.includes(label.split(' ')[0]!)) continue;
    const dir = join(out, label.split(' ')[0]!);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const server = await spawnServer(
      { DATABASE_PATH: db.path, MAIL_OUTBOX_DIR: join(db.dir, 'outbox'), DEMO_DATA: 'false', SKIP_BUILD: 'true' },
      { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] },
    );
    let result;
    let measuredFrom = performance.now();
    try {
      // Left out of the figures: the first requests load code and fill caches.
      await runLoad({ base: server.url, paths: paths.slice(-500), connections: 32, duration: 2 });
      measuredFrom = performance.now();
      result = await runLoad({ base: server.url, paths, connections: 32, duration: seconds });
    } finally {
      await server.stop();
    }
    const windowMs = performance.now() - measuredFrom;
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    console.log(
      `\n## ${label}: ${result.reqPerSec.toFixed(0)} req/s, p99 ${result.p99} ms (${result.failures} non-2xx/errors)\n`,
    );
    if (file)
      for (const line of topFunctions(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile, Number(values.top), windowMs))
        console.log(line);
  }
} finally {
  rmSync(db.dir, { recursive: true, force: true });
}
