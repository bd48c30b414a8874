/**
 * `npm run bench [-- --businesses 10000 --events 3000 --connections 32 --duration 10 --json --origin-only --only a,g]`: the
 * server bar on loopback, with autocannon. A throw-away database with N public listings, the built server on it, then
 * one row each:
 *   a  business pages at the origin, every request a different listing (as a crawler sends them)
 *   b  event pages at the origin, every request a different event
 *   c  the static yardstick at the origin: the site's stylesheet, a file every page links, about as many bytes on
 *      the wire as a listing page
 *   g  directory pages at the origin, every request a different page, category or order
 *   h  directory searches at the origin, every request a different query (words, category, order, page)
 *   i  site search pages (/search) at the origin, every request a different query
 *   j  directory pages with Open now at the origin, every request a different page, category or order
 *   d  business and event pages through nginx with the reference config, after one pass that fills its cache
 *   e  the stylesheet through the same nginx
 *   f  a smaller prerendered page (/privacy) through the same nginx, for comparison only
 * Each row gives req/s, p50, p99, bytes per answer and CPU ms per request (the origin's, nginx's for its rows, and
 * the load generator's, from /proc), with the targets beside; `--origin-only` leaves out d, e and f, `--only` runs the
 * rows named (by letter: `d` is d1 and d2). Timings depend on the machine and what else runs on it: compare rows of
 * one run.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from '#src/cli/build-if-stale.ts';
import { cpuMsPerRequest, processCpuMs, processTreeCpuMs } from './bench/cpu.ts';
import { createBenchDatabase } from './bench/database.ts';
import { directoryBrowsePaths, directoryOpenNowPaths, directorySearchPaths, siteSearchPaths } from './bench/directory-paths.ts';
import { BROWSER_HEADERS, runLoad } from './bench/load.ts';
import { json, table, type Row, type RowLabel } from './bench/report.ts';
import { startNginx } from './nginx.ts';
import { spawnServer } from './spawn-server.ts';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '10000' },
    events: { type: 'string', default: '3000' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '10' },
    json: { type: 'boolean', default: false },
    'origin-only': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const [businesses, events, connections, duration] = [values.businesses, values.events, values.connections, values.duration].map(
  Number,
) as [number, number, number, number];
if (![businesses, events, connections, duration].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--businesses, --events, --connections and --duration take whole numbers greater than 0');
  process.exit(2);
}
/** The rows `--only` names (`d` names d1 and d2), or every row. */
const onlyRows = values.only?.split(',').map((id) => id.trim());
const wanted = (id: string) => !onlyRows || onlyRows.some((only) => id.startsWith(only));

/** A prerendered page: its stylesheet is the yardstick, and it is row f. */
const PRERENDERED_PATH = '/privacy';
/** Paths left out of the measured rows: the first requests after start-up compile code, which a running site has done. */
const WARM_UP_PATHS = 200;
/** A short list (a small --businesses has few directory pages) keeps at least half of its paths for its row. */
const warmUpCount = (paths: string[]) => Math.min(WARM_UP_PATHS, Math.floor(paths.length / 2));
/** Pages of each kind nginx is given to hold: few enough that one pass and the rows fit in one s-maxage. */
const CACHED_PAGES = 500;

const log = (message: string) => console.error(`[bench] ${message}`);

buildIfStale();
const prerenderedFile = join('dist/client', PRERENDERED_PATH, 'index.html');
if (!existsSync(prerenderedFile)) throw new Error(`${PRERENDERED_PATH} is not prerendered in dist/client`);
/**
 * The yardstick for both routes: the stylesheet every page links. The rows compare the cost of answering, and a
 * file of about a listing page's size on the wire keeps answer size out of the ratio (row f shows its weight).
 */
const STATIC_PATH = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"/.exec(readFileSync(prerenderedFile, 'utf8'))?.[1];
if (!STATIC_PATH) throw new Error(`${prerenderedFile} links no stylesheet from /_astro/`);
log(`creating a database with ${businesses.toLocaleString('en-US')} listings and ${events.toLocaleString('en-US')} events…`);
const db = createBenchDatabase(businesses, events);
const server = await spawnServer(
  {
    DATABASE_PATH: db.path,
    UPLOADS_DIR: join(db.dir, 'uploads'),
    MAIL_OUTBOX_DIR: join(db.dir, 'outbox'),
    DEMO_DATA: 'false',
    SKIP_BUILD: 'true',
  },
  { keepOutput: false },
);

/** What nginx's X-Cache-Status says for each path now, counted (e.g. "HIT 20"). */
async function cacheStatuses(base: string, paths: string[]): Promise<string> {
  const counts = new Map<string, number>();
  for (const path of paths) {
    const response = await fetch(`${base}${path}`, { headers: BROWSER_HEADERS });
    await response.arrayBuffer();
    const status = response.headers.get('x-cache-status') ?? 'none';
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return [...counts].map(([status, n]) => `${status} ${n}`).join(', ');
}

/** One row: the load, with the origin's CPU time (and nginx's, when it answers) read on either side of it. */
async function measure(row: RowLabel, base: string, paths: string[], nginxPid?: number) {
  log(`${row.id} ${row.via}: ${row.workload}…`);
  const before = processCpuMs(server.pid);
  const clientBefore = processCpuMs(process.pid);
  const cacheBefore = nginxPid === undefined ? undefined : processTreeCpuMs(nginxPid);
  const result = await runLoad({ base, paths, connections, duration });
  const cpuMs = cpuMsPerRequest(before, processCpuMs(server.pid), result.requests);
  const clientCpuMs = cpuMsPerRequest(clientBefore, processCpuMs(process.pid), result.requests);
  const cacheCpuMs =
    nginxPid === undefined ? undefined : cpuMsPerRequest(cacheBefore, processTreeCpuMs(nginxPid), result.requests);
  if (row.kind === 'render' && result.requests > paths.length)
    log(`${row.id}: ${result.requests} requests over ${paths.length} pages, so some pages were asked for twice`);
  return { ...row, ...result, cpuMs, cacheCpuMs, clientCpuMs };
}

try {
  // Each kind of page has its own code to compile: the warm-up takes the last paths of every list, the rows the rest.
  const lists = [
    db.businessPaths,
    db.eventPaths,
    directoryBrowsePaths(businesses),
    directorySearchPaths(),
    siteSearchPaths(),
    directoryOpenNowPaths(businesses),
  ];
  const [measuredBusinesses, measuredEvents, measuredBrowsing, measuredSearches, measuredSiteSearches, measuredOpenNow] =
    lists.map((paths) => paths.slice(0, -warmUpCount(paths))) as [string[], string[], string[], string[], string[], string[]];
  log('warming up (2 s, not reported)…');
  await runLoad({
    base: server.url,
    paths: lists.flatMap((paths) => paths.slice(-warmUpCount(paths))),
    connections,
    duration: 2,
  });

  const origin = server.url;
  const rows: Row[] = [];
  const atOrigin: [RowLabel, string[]][] = [
    [{ id: 'a', workload: 'business pages, distinct', via: 'origin', kind: 'render' }, measuredBusinesses],
    [{ id: 'b', workload: 'event pages, distinct', via: 'origin', kind: 'render' }, measuredEvents],
    [{ id: 'c', workload: 'static file: the stylesheet', via: 'origin', kind: 'static' }, [STATIC_PATH]],
    [{ id: 'g', workload: 'directory pages, distinct', via: 'origin', kind: 'render' }, measuredBrowsing],
    [{ id: 'h', workload: 'directory searches, distinct', via: 'origin', kind: 'render' }, measuredSearches],
    [{ id: 'i', workload: 'site search pages, distinct', via: 'origin', kind: 'render' }, measuredSiteSearches],
    [{ id: 'j', workload: 'directory pages with Open now, distinct', via: 'origin', kind: 'render' }, measuredOpenNow],
  ];
  for (const [label, paths] of atOrigin) if (wanted(label.id)) rows.push(await measure(label, origin, paths));

  const notes: string[] = [`The stylesheet: ${STATIC_PATH}, linked by every page.`];
  if (!values['origin-only'] && ['d1', 'd2', 'e', 'f'].some(wanted)) {
    const nginx = await startNginx({ upstream: origin });
    try {
      const cachedBusinesses = measuredBusinesses.slice(0, CACHED_PAGES);
      const cachedEvents = measuredEvents.slice(0, CACHED_PAGES);
      const cached = [...cachedBusinesses, ...cachedEvents];
      log(`nginx ${nginx.url}: one pass over ${cached.length} pages and the two files to fill its cache…`);
      const filled = [...cached, STATIC_PATH, PRERENDERED_PATH];
      await runLoad({ base: nginx.url, paths: filled, connections, amount: filled.length });
      const throughNginx: [RowLabel, string[]][] = [
        [{ id: 'd1', workload: 'business pages, repeats', via: 'nginx', kind: 'cached' }, cachedBusinesses],
        [{ id: 'd2', workload: 'event pages, repeats', via: 'nginx', kind: 'cached' }, cachedEvents],
        [{ id: 'e', workload: 'static file: the stylesheet', via: 'nginx', kind: 'static' }, [STATIC_PATH]],
        [{ id: 'f', workload: `prerendered page ${PRERENDERED_PATH}`, via: 'nginx', kind: 'reference' }, [PRERENDERED_PATH]],
      ];
      for (const [label, paths] of throughNginx)
        if (wanted(label.id)) rows.push(await measure(label, nginx.url, paths, nginx.pid));
      const sample = (paths: string[]) => paths.filter((_, i) => i % Math.ceil(paths.length / 10) === 0);
      const statuses = {
        'business pages': await cacheStatuses(nginx.url, sample(cachedBusinesses)),
        'event pages': await cacheStatuses(nginx.url, sample(cachedEvents)),
        'static file': await cacheStatuses(nginx.url, [STATIC_PATH]),
        'prerendered page': await cacheStatuses(nginx.url, [PRERENDERED_PATH]),
      };
      notes.push(
        `nginx X-Cache-Status after the rows, sampled: ${Object.entries(statuses)
          .map((e) => e.join(' '))
          .join('; ')}`,
      );
    } finally {
      await nginx.stop();
    }
  }

  const meta = {
    businesses: db.businessPaths.length,
    events: db.eventPaths.length,
    connections,
    durationSeconds: duration,
    origin,
  };
  if (values.json) console.log(json({ ...meta, notes }, rows));
  else {
    console.log(
      `\n${meta.businesses.toLocaleString('en-US')} listings, ${meta.events.toLocaleString('en-US')} events; ` +
        `${connections} connections, ${duration} s a row; origin ${origin}\n`,
    );
    console.log(table(rows));
    for (const note of notes) console.log(`\n${note}`);
  }
} finally {
  await server.stop();
  rmSync(db.dir, { recursive: true, force: true });
}
