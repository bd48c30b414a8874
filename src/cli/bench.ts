/**
 * `npm run bench`: load-tests the built server on loopback with autocannon and prints requests/s and
 * latency percentiles. Uses the database at DATABASE_PATH (default data/site.db), so seed it first,
 * e.g. `npm run db:seed -- --businesses 10000`.
 *
 * Options: --connections N (50), --duration S (10), --url BASE (bench a server that is already running).
 */
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { spawnServer } from './spawn-server';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    url: { type: 'string' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);

const server = values.url ? undefined : await spawnServer({ DEMO_DATA: 'false' });
const base = (values.url ?? server!.url).replace(/\/$/, '');

try {
  const list = await fetch(`${base}/api/businesses?limit=1`);
  const first = list.ok ? ((await list.json()) as { id: number }[])[0] : undefined;
  const targets: [string, string][] = [
    ['static page (/privacy)', '/privacy'],
    ['directory, first page', '/business-directory'],
    ['directory search (?q=fish)', '/business-directory?q=fish'],
    ['GET /api/businesses?limit=24', '/api/businesses?limit=24'],
    ['business page', first ? `/business/${first.id}` : '/business/1'],
  ];

  const rows: string[][] = [];
  for (const [label, path] of targets) {
    const result = await autocannon({ url: `${base}${path}`, connections, duration, headers: { 'accept-encoding': 'gzip, br' } });
    rows.push([
      label,
      path,
      result.requests.average.toFixed(0),
      `${result.latency.p50}`,
      `${result.latency.p99}`,
      `${result.non2xx + result.errors}`,
    ]);
    console.error(`[bench] ${label}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
  }

  const header = ['target', 'path', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx/errors'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${connections} connections, ${duration} s each, loopback, ${base}\n`);
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
} finally {
  await server?.stop();
}
