/**
 * `npm run bench [-- --businesses N --connections C --duration S]`: an honest load test of the built
 * server on loopback. It creates its own database (N listings, default 10,000; thousands of events),
 * starts the server on it and measures, in one run:
 *   a  a prerendered static page          b  a static asset (hashed /_astro file)
 *   c  directory pages, directory searches and the list API, every request a different query
 *   d  business and event pages, every request a different id (response-cache misses, as a crawler):
 *      d1 once the page store holds every listing's page, d1r rendered (a client without brotli)
 *   e  the same pages with one repeated URL (response-cache hits)
 *   f  a mix of c/d/a while an admin signs in every 2 s and approves a listing every 3 s
 *   g  business pages as in d, with visitor counting on and off (fresh servers, src/cli/bench/counting.ts)
 * Each row prints req/s, p50, p99 and the ratio of its req/s to (a) in the same run; then the scale
 * figures: start-up time, the first search after start-up, single-request search p50/p99, peak RSS.
 * Timings depend on the machine and its load: compare rows of one run, not runs of different days.
 */
import { rmSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { categoryGroupSlugs as categorySlugs } from '@/lib/categories';
import { buildIfStale } from './build-if-stale.mjs';
import { compareCounting } from './bench/counting';
import { createBenchDatabase } from './bench/database';
import { BROWSER_HEADERS, percentile, runLoad, timeSequential, type LoadResult } from './bench/load';
import { adminSession, runWrites } from './bench/writes';
import { spawnServer } from './spawn-server';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '10000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
const businesses = Number(values.businesses);
const connections = Number(values.connections);
const duration = Number(values.duration);
if (![businesses, connections, duration].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--businesses, --connections and --duration take whole numbers greater than 0');
  process.exit(2);
}

const log = (message: string) => console.error(`[bench] ${message}`);
const rotate = <T>(list: T[], n: number): T[] => Array.from({ length: n }, (_, i) => list[i % list.length]!);
/** Interleaves lists so consecutive requests alternate between them (e.g. a crawler's mix). */
const interleave = (lists: string[][], n: number) =>
  Array.from({ length: n }, (_, i) => lists[i % lists.length]![Math.floor(i / lists.length) % lists[i % lists.length]!.length]!);

buildIfStale();
log(`creating a database with ${businesses.toLocaleString('en-US')} listings…`);
const db = createBenchDatabase(businesses);
log(`starting the server…`);
const startedAt = performance.now();
const serverEnv = {
  DATABASE_PATH: db.path,
  MAIL_OUTBOX_DIR: `${db.dir}/outbox`,
  DEMO_DATA: 'false',
  SKIP_BUILD: 'true',
};
const server = await spawnServer(serverEnv);
const startupMs = performance.now() - startedAt;
const base = server.url;

/**
 * CPU seconds the server process has used (user + system, /proc/PID/stat): the per-request CPU cost it
 * gives does not depend on what else the machine is running, unlike req/s on a shared machine.
 */
function serverCpuSeconds(): number | undefined {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return undefined; // not Linux
  }
}
const startupCpu = serverCpuSeconds();

/**
 * Waits (at most 10 s) until the server is idle: work a load leaves behind (pages recompressed smaller
 * in the thread pool, garbage collection) would otherwise be counted in the next row's CPU per request.
 */
async function serverSettled(): Promise<void> {
  const deadline = performance.now() + 10_000;
  let before = serverCpuSeconds();
  while (before !== undefined && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = serverCpuSeconds()!;
    if (now - before < 0.01) return;
    before = now;
  }
}

/** The server's resident memory now (VmRSS) or its peak so far (VmHWM), in MB. */
function rssMb(field: 'VmRSS' | 'VmHWM' = 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined; // not Linux
  }
}
const startupRss = rssMb('VmRSS');

type Measured = LoadResult & { cpuMs?: number; clientCpuMs?: number; peakRssMb?: number };

const words = db.searchWords;
const searchQueries = [
  ...words.map((w) => `q=${encodeURIComponent(w)}`),
  ...words.flatMap((w) => categorySlugs.map((c) => `q=${encodeURIComponent(w)}&category=${c}`)),
];
const pages = Math.ceil(db.businessIds.length / 24);
const directoryPaths = [
  ...Array.from({ length: pages }, (_, i) => `/business-directory?page=${i + 1}`),
  ...categorySlugs.flatMap((c) =>
    Array.from({ length: Math.ceil(pages / categorySlugs.length) }, (_, i) => `/business-directory?category=${c}&page=${i + 1}`),
  ),
];
const searchPaths = searchQueries.map((q) => `/business-directory?${q}`);
const apiPaths = searchQueries.map((q, i) => `/api/businesses?${q}&limit=24&offset=${(i % 3) * 24}`);
const businessPaths = db.businessPaths;
const eventPaths = db.eventIds.map((id) => `/events/${id}`);

try {
  // Scale figures first, on a server that has served nothing yet.
  const [firstSearchMs] = await timeSequential(base, ['/business-directory?q=harbor']);
  const singleSearch = await timeSequential(base, rotate(searchPaths.slice(1), 200));
  const singleApi = await timeSequential(base, rotate(apiPaths.slice(1), 200));

  const privacy = await (await fetch(`${base}/privacy`)).text();
  const asset = /(\/_astro\/[^"']+\.(?:css|js))/.exec(privacy)?.[1];
  if (!asset) throw new Error('no /_astro asset linked from /privacy');

  log('warming up (3 s, not reported)…');
  await runLoad({
    base,
    paths: interleave([businessPaths.slice(-2000), eventPaths, searchPaths], 6000),
    connections,
    duration: 3,
  });

  await serverSettled();

  const big = (list: string[]) => rotate(list, Math.max(list.length, 200_000));
  /** The page store answers only clients that take brotli: without it, every listing page is rendered. */
  const GZIP_ONLY = { ...BROWSER_HEADERS, 'accept-encoding': 'gzip, deflate' };
  /**
   * Row d1 measures what a crawler meets on a server that has been up a while: every listing's page
   * kept by the page store (src/server/cache/page-store.ts), which fills it in the background while
   * no visitor is being served. Waits (at most 5 minutes) for its log line saying every page is kept.
   */
  let fillNote: string | undefined;
  const pageStoreFilled = async () => {
    const started = performance.now();
    const kept = () => Math.max(0, ...[...server.output().matchAll(/\[page-store\][^"]*; (\d+) kept/g)].map((m) => Number(m[1])));
    while (kept() < businessPaths.length && performance.now() - started < 300_000) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const waited = (performance.now() - started) / 1000;
    fillNote = `page store before (d1): ${kept()} of ${businessPaths.length} listing pages kept (the bench waited ${waited.toFixed(1)} s for it)`;
    log(fillNote);
  };
  const rows: [string, string, () => Promise<LoadResult>][] = [
    ['a', 'static page /privacy (prerendered)', () => runLoad({ base, paths: ['/privacy'], connections, duration })],
    ['b', `static asset ${asset}`, () => runLoad({ base, paths: [asset], connections, duration })],
    ['c1', 'directory, distinct pages/categories', () => runLoad({ base, paths: directoryPaths, connections, duration })],
    ['c2', 'directory search, distinct queries', () => runLoad({ base, paths: searchPaths, connections, duration })],
    ['c3', 'GET /api/businesses, distinct queries', () => runLoad({ base, paths: apiPaths, connections, duration })],
    [
      'd1',
      'business pages, distinct ids (from the page store)',
      async () => {
        await pageStoreFilled();
        return runLoad({ base, paths: big(businessPaths), connections, duration });
      },
    ],
    [
      'd1r',
      'business pages, distinct ids, rendered (gzip-only client)',
      () => runLoad({ base, paths: big(businessPaths), connections, duration, headers: GZIP_ONLY }),
    ],
    ['d2', 'event pages, distinct ids (misses)', () => runLoad({ base, paths: big(eventPaths), connections, duration })],
    ['e1', 'one business page repeated (hits)', () => runLoad({ base, paths: [businessPaths[0]!], connections, duration })],
    ['e2', 'one event page repeated (hits)', () => runLoad({ base, paths: [eventPaths[0]!], connections, duration })],
    [
      'e3',
      'one directory search repeated (hits)',
      () => runLoad({ base, paths: ['/business-directory?q=grill'], connections, duration }),
    ],
  ];
  /**
   * Runs a load and adds the server's CPU milliseconds per completed request, and the load generator's
   * own (this process): on a machine this small, a row whose client costs as much as the server is
   * limited by the client, and the server's figure is the one to compare.
   */
  const measured = async (run: () => Promise<LoadResult>): Promise<Measured> => {
    const before = serverCpuSeconds();
    const clientBefore = process.cpuUsage();
    const result = await run();
    const after = serverCpuSeconds();
    const client = process.cpuUsage(clientBefore);
    return {
      ...result,
      cpuMs: before === undefined || after === undefined ? undefined : ((after - before) * 1000) / result.requests,
      clientCpuMs: (client.user + client.system) / 1000 / result.requests,
      // The peak so far, read after the row: where it rises is the row that raised it.
      peakRssMb: rssMb(),
    };
  };
  const only = values.only?.split(',');
  const results: [string, string, Measured][] = [];
  for (const [id, label, run] of rows) {
    if (only && id !== 'a' && !only.includes(id)) continue;
    log(`${id} ${label}…`);
    results.push([id, label, await measured(run)]);
    await serverSettled();
  }

  let writes: Awaited<ReturnType<typeof runWrites>> | undefined;
  if (!only || only.includes('f')) {
    log('f mixed workload with writes…');
    const controller = new AbortController();
    const writing = runWrites(base, db, await adminSession(base, db), controller.signal);
    const mix = interleave([businessPaths.slice(2000), eventPaths.slice(1000), searchPaths.slice(300), ['/privacy']], 200_000);
    const mixed = await measured(() => runLoad({ base, paths: mix, connections, duration }));
    controller.abort();
    writes = await writing;
    results.push(['f', 'mixed: pages, events, search, static + writes', mixed]);
  }

  if (!only || only.includes('g')) {
    log('g business pages with counting on and off (fresh servers, on/off/on/off)…');
    const counting = await compareCounting({ env: serverEnv, paths: big(businessPaths), connections, duration });
    results.push(['g-on', 'business pages, distinct ids, counting on', counting.on]);
    results.push(['g-off', 'business pages, distinct ids, counting off', counting.off]);
  }

  const staticRps = results[0]![2].reqPerSec;
  const table = results.map(([id, label, r]) => [
    id,
    label,
    r.reqPerSec.toFixed(0),
    (r.reqPerSec / staticRps).toFixed(2),
    String(r.p50),
    String(r.p99),
    r.cpuMs === undefined ? 'n/a' : r.cpuMs.toFixed(3),
    r.clientCpuMs === undefined ? 'n/a' : r.clientCpuMs.toFixed(3),
    r.peakRssMb === undefined ? 'n/a' : r.peakRssMb.toFixed(0),
    String(r.failures),
  ]);
  const header = [
    'row',
    'workload',
    'req/s',
    '× (a)',
    'p50 ms',
    'p99 ms',
    'server CPU ms/req',
    'client CPU ms/req',
    'peak RSS MB',
    'non-2xx/errors',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const ms = (x: number) => `${x.toFixed(1)} ms`;

  console.log(
    `\n${db.businessIds.length.toLocaleString('en-US')} approved listings, ${db.eventIds.length.toLocaleString('en-US')} events; ${connections} connections, ${duration} s per row, loopback ${base}\n`,
  );
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of table) console.log(line(row));
  if (writes) {
    const w = writes;
    console.log(
      `\n(f) writes meanwhile: ${w.logins.length} sign-ins (p50 ${ms(percentile(w.logins, 50))}, max ${ms(Math.max(0, ...w.logins))}), ` +
        `${w.approvals.length} approvals (p50 ${ms(percentile(w.approvals, 50))}, max ${ms(Math.max(0, ...w.approvals))}), ${w.failures.length} failed${w.failures.length ? `: ${w.failures.slice(0, 3).join('; ')}` : ''}`,
    );
  }
  if (fillNote) console.log(`\n(d1) ${fillNote}`);
  const countingOn = results.find(([id]) => id === 'g-on')?.[2];
  const countingOff = results.find(([id]) => id === 'g-off')?.[2];
  if (countingOn && countingOff)
    console.log(
      `\n(g) counting on serves ${((countingOn.reqPerSec / countingOff.reqPerSec) * 100).toFixed(1)}% of the business pages counting off does (issue 16: at least 95%)`,
    );
  console.log(`\nscale (${businesses.toLocaleString('en-US')} listings):`);
  console.log(
    `- start-up (spawn to listening, no build): ${(startupMs / 1000).toFixed(2)} s wall, ${startupCpu === undefined ? 'n/a' : `${startupCpu.toFixed(2)} s`} server CPU`,
  );
  console.log(`- first directory search after start-up: ${ms(firstSearchMs!)}`);
  console.log(
    `- directory search page, one request at a time (200 distinct): p50 ${ms(percentile(singleSearch, 50))}, p99 ${ms(percentile(singleSearch, 99))}`,
  );
  console.log(
    `- GET /api/businesses?q=, one request at a time (200 distinct): p50 ${ms(percentile(singleApi, 50))}, p99 ${ms(percentile(singleApi, 99))}`,
  );
  const rss = rssMb();
  console.log(
    `- server RSS: ${startupRss === undefined ? 'n/a (needs /proc)' : `${startupRss.toFixed(0)} MB after start-up`}, peak ${rss === undefined ? 'n/a' : `${rss.toFixed(0)} MB`} (the table's column shows which row raised it)`,
  );
} finally {
  await server.stop();
  rmSync(db.dir, { recursive: true, force: true });
}
