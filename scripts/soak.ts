/**
 * `npm run soak [-- --duration S --connections C --max-rss MB]`: steady traffic against the built server for minutes,
 * with its memory sampled, to show that memory levels off instead of growing until the process dies.
 *
 * The server runs as `npm start` runs it, on a new database with the demo data. The load is a visitor mix over
 * keep-alive connections (default 20 for 180 s): home, directory searches with fixed and never-repeated words, the
 * list API, business and event pages, events lists, static pages, My Trip, /healthz. The server's RSS is read from
 * /proc every 5 s and printed as a curve. Two verdicts: the last third's peak against the middle third's (the first
 * third is warm-up), and the whole run's peak against `--max-rss` (default 512 MB), because a leak that empties now
 * and then shows as a saw-tooth that a comparison of thirds alone lets pass. Exit code 1 when memory kept growing or
 * passed the bound, the server died, or any answer was a 5xx. A check for people, not a timed test: `npm test` does
 * not run it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildIfStale } from '#src/cli/build-if-stale.ts';
import { BROWSER_HEADERS } from './bench/load.ts';
import { rssMb } from './bench/memory.ts';
import { spawnServer } from './spawn-server.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '180' },
    connections: { type: 'string', default: '20' },
    // Measured peaks of this mix: 397 MB (the outside test's run), 443 and 427 MB here (2 December 2026, on two cores
    // shared with other builds and tests); the outside 5-minute mix levelled at 412–415 MB. 400 left no room for the
    // measurement's own spread and failed a healthy server; 512 is some 15 % over the highest peak, and a real leak
    // (a saw-tooth that never levels, or growth past the last third's tolerance) still crosses it within the run.
    'max-rss': { type: 'string', default: '512' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const maxRss = Number(values['max-rss']);
if (![duration, connections, maxRss].every((n) => Number.isInteger(n) && n > 0) || duration < 30) {
  console.error('--duration (at least 30), --connections and --max-rss (MB) take whole numbers');
  process.exit(2);
}

const SAMPLE_MS = 5_000;
/** Growth allowed from the middle third's peak to the last third's: what fragmentation and a late full GC move. */
const LEVEL_TOLERANCE_MB = 32;
const log = (message: string) => console.error(`[soak] ${message}`);

/** The visitor mix; `n` makes the searches that are never repeated (each one a render and a database query). */
function pathFor(n: number): string {
  const fixed = [
    '/',
    '/',
    '/business-directory?q=fishing',
    '/business-directory?category=restaurants',
    '/api/businesses?limit=20',
    '/business/1',
    '/business/4',
    '/business/9',
    '/events',
    '/events/1',
    '/my-trip',
    '/visitors',
    '/privacy',
    '/search?q=beach',
    '/healthz',
  ];
  if (n % 4 === 3) return `/business-directory?q=soak${n}`;
  if (n % 8 === 5) return `/search?q=tide${n}`;
  return fixed[n % fixed.length]!;
}

buildIfStale();
const dir = mkdtempSync(join(tmpdir(), 'soak-'));
const server = await spawnServer(
  {
    DATABASE_PATH: join(dir, 'site.db'),
    UPLOADS_DIR: join(dir, 'uploads'),
    MAIL_OUTBOX_DIR: join(dir, 'outbox'),
    DEMO_DATA: 'true',
    SKIP_BUILD: 'true',
    // The request log would otherwise pile up in this process (spawnServer keeps what the server prints).
    LOG_LEVEL: 'warn',
  },
  { keepOutput: false },
);
log(`server ${server.url} (pid ${server.pid}); ${connections} connections for ${duration} s`);

const samples: { second: number; mb: number }[] = [];
const started = Date.now();
const record = () => {
  const mb = rssMb(server.pid);
  if (mb !== undefined) samples.push({ second: Math.round((Date.now() - started) / 1000), mb });
};
record();
const sampler = setInterval(record, SAMPLE_MS);

let n = 0;
const statuses = new Map<number, number>();
const result = await autocannon({
  url: server.url,
  connections,
  duration,
  headers: BROWSER_HEADERS,
  requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: pathFor(n++) }) }],
});
clearInterval(sampler);
record();
for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) statuses.set(Number(code), count.count ?? 0);
const alive = rssMb(server.pid) !== undefined;
await server.stop();
rmSync(dir, { recursive: true, force: true });

const third = (k: number) => samples.filter((s) => s.second >= (duration * k) / 3 && s.second < (duration * (k + 1)) / 3);
const peak = (list: { mb: number }[]) => Math.max(...list.map((s) => s.mb));
const middle = peak(third(1));
const last = peak(third(2).concat(samples.filter((s) => s.second >= duration)));
const serverErrors = [...statuses].filter(([code]) => code >= 500).reduce((sum, [, count]) => sum + count, 0);

console.log(`RSS (MB) every ${SAMPLE_MS / 1000} s: ${samples.map((s) => s.mb).join(' → ')}`);
console.log(
  `requests ${result.requests.total.toLocaleString('en-US')} (${Math.round(result.requests.average)} req/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
    `statuses ${[...statuses].map(([code, count]) => `${code}×${count}`).join(' ')}, errors ${result.errors}, timeouts ${result.timeouts}`,
);
console.log(
  `peak RSS: whole run ${peak(samples)} MB (bound ${maxRss} MB), middle third ${middle} MB, last third ${last} MB (tolerance ${LEVEL_TOLERANCE_MB} MB)`,
);

const problems = [
  !alive && 'the server died',
  serverErrors > 0 && `${serverErrors} answers were 5xx`,
  last > middle + LEVEL_TOLERANCE_MB && `memory kept growing (${middle} → ${last} MB)`,
  peak(samples) > maxRss && `the peak RSS passed ${maxRss} MB (${peak(samples)} MB)`,
].filter(Boolean);
if (problems.length > 0) {
  console.log(`FAIL: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('OK: memory levelled off');
