/**
 * `npm run bench [-- --businesses 10000 --events 3000 --connections 32 --duration 10 --json]`: the server bar on
 * loopback, with autocannon. A throw-away database with N public listings, the built server on it, then one row each:
 *   a  business pages at the origin, every request a different listing (as a crawler sends them)
 *   b  event pages at the origin, every request a different event
 *   c  a static file (a prerendered page) at the origin
 * Each row gives req/s, p50, p99 and the origin's CPU ms per request (its CPU time over the row, from /proc), with the
 * targets beside. Timings depend on the machine and what else runs on it: compare rows of one run.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from './build-if-stale.mjs';
import { cpuMsPerRequest, processCpuMs } from './bench/cpu';
import { createBenchDatabase } from './bench/database';
import { runLoad } from './bench/load';
import { json, table, type Row, type RowLabel } from './bench/report';
import { spawnServer } from './spawn-server';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '10000' },
    events: { type: 'string', default: '3000' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '10' },
    json: { type: 'boolean', default: false },
  },
});
const [businesses, events, connections, duration] = [values.businesses, values.events, values.connections, values.duration].map(
  Number,
) as [number, number, number, number];
if (![businesses, events, connections, duration].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--businesses, --events, --connections and --duration take whole numbers greater than 0');
  process.exit(2);
}

/** A prerendered page: a file on disk about the size of a listing page, so the static rows compare like with like. */
const STATIC_PATH = '/privacy';
/** Paths left out of the measured rows: the first requests after start-up compile code, which a running site has done. */
const WARM_UP_PATHS = 200;

const log = (message: string) => console.error(`[bench] ${message}`);

buildIfStale();
if (!existsSync(join('dist/client', STATIC_PATH, 'index.html')))
  throw new Error(`${STATIC_PATH} is not prerendered in dist/client`);
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

/** One row: the load, with the origin's CPU time read on either side of it. */
async function measure(row: RowLabel, base: string, paths: string[]) {
  log(`${row.id} ${row.via}: ${row.workload}…`);
  const before = processCpuMs(server.pid);
  const result = await runLoad({ base, paths, connections, duration });
  const cpuMs = cpuMsPerRequest(before, processCpuMs(server.pid), result.requests);
  if (row.kind === 'render' && result.requests > paths.length)
    log(`${row.id}: ${result.requests} requests over ${paths.length} pages, so some pages were asked for twice`);
  return { ...row, ...result, cpuMs };
}

try {
  const measuredBusinesses = db.businessPaths.slice(0, -WARM_UP_PATHS);
  const measuredEvents = db.eventPaths.slice(0, -WARM_UP_PATHS);
  log('warming up (2 s, not reported)…');
  await runLoad({
    base: server.url,
    paths: [...db.businessPaths.slice(-WARM_UP_PATHS), ...db.eventPaths.slice(-WARM_UP_PATHS)],
    connections,
    duration: 2,
  });

  const origin = server.url;
  const rows: Row[] = [];
  rows.push(
    await measure({ id: 'a', workload: 'business pages, distinct', via: 'origin', kind: 'render' }, origin, measuredBusinesses),
  );
  rows.push(await measure({ id: 'b', workload: 'event pages, distinct', via: 'origin', kind: 'render' }, origin, measuredEvents));
  rows.push(
    await measure({ id: 'c', workload: `static file ${STATIC_PATH}`, via: 'origin', kind: 'static' }, origin, [STATIC_PATH]),
  );

  const meta = {
    businesses: db.businessPaths.length,
    events: db.eventPaths.length,
    connections,
    durationSeconds: duration,
    origin,
  };
  if (values.json) console.log(json(meta, rows));
  else {
    console.log(
      `\n${meta.businesses.toLocaleString('en-US')} listings, ${meta.events.toLocaleString('en-US')} events; ` +
        `${connections} connections, ${duration} s a row; origin ${origin}\n`,
    );
    console.log(table(rows));
  }
} finally {
  await server.stop();
  rmSync(db.dir, { recursive: true, force: true });
}
