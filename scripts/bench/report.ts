/** The bench's record: each row's figures beside the server bar's targets, as a Markdown table or JSON. */
import { markdownTable } from 'markdown-table';
import type { LoadResult } from './load.ts';

/** The server bar: origin renders at 32 connections, and repeats through the shared cache against a static file. */
export const TARGETS = { reqPerSec: 250, p99Ms: 250, cpuMsPerRender: 5, cachedVersusStatic: 0.7 };

export interface Row extends LoadResult {
  id: string;
  workload: string;
  /** Who answered: the server itself, or nginx in front of it. */
  via: 'origin' | 'nginx';
  /**
   * render: a page the origin renders; cached: pages nginx holds; static: the yardstick for its route; reference:
   * shown beside them, without a target.
   */
  kind: 'render' | 'cached' | 'static' | 'reference';
  /** The origin's CPU ms per request during the row (for nginx rows: what reached the origin despite the cache). */
  cpuMs?: number;
  /** nginx rows: nginx's own CPU ms per request (master and workers), which the load generator's share cannot move. */
  cacheCpuMs?: number;
  /** The load generator's (this process's) CPU ms per request: on a shared machine its cost caps every row. */
  clientCpuMs?: number;
}

export type RowLabel = Pick<Row, 'id' | 'workload' | 'via' | 'kind'>;

export interface Check {
  target: string;
  met: boolean;
}

/** req/s of the row over the static file's on the same route in the same run. */
export function versusStatic(row: Row, rows: Row[]): number | undefined {
  const yardstick = rows.find((r) => r.kind === 'static' && r.via === row.via);
  return yardstick && yardstick.reqPerSec > 0 ? row.reqPerSec / yardstick.reqPerSec : undefined;
}

export function checks(row: Row, rows: Row[]): Check[] {
  if (row.kind === 'render')
    return [
      { target: `≥ ${TARGETS.reqPerSec} req/s`, met: row.reqPerSec >= TARGETS.reqPerSec },
      { target: `p99 ≤ ${TARGETS.p99Ms} ms`, met: row.p99 <= TARGETS.p99Ms },
      { target: `≤ ${TARGETS.cpuMsPerRender} ms CPU`, met: row.cpuMs !== undefined && row.cpuMs <= TARGETS.cpuMsPerRender },
    ];
  if (row.kind === 'cached') {
    const ratio = versusStatic(row, rows);
    return [
      { target: `≥ ${TARGETS.cachedVersusStatic}× static`, met: ratio !== undefined && ratio >= TARGETS.cachedVersusStatic },
    ];
  }
  return [];
}

const fixed = (n: number | undefined, digits: number) => (n === undefined ? 'n/a' : n.toFixed(digits));

export function table(rows: Row[]): string {
  return markdownTable(
    [
      [
        'row',
        'workload',
        'req/s',
        'p50 ms',
        'p99 ms',
        'kB/answer',
        'origin CPU ms/req',
        'nginx CPU ms/req',
        'client CPU ms/req',
        '× static',
        'errors',
        'targets',
      ],
      ...rows.map((row) => [
        row.id,
        `${row.via}: ${row.workload}`,
        fixed(row.reqPerSec, 0),
        String(row.p50),
        String(row.p99),
        fixed(row.bytesPerAnswer / 1000, 1),
        fixed(row.cpuMs, 2),
        row.via === 'nginx' ? fixed(row.cacheCpuMs, 3) : '',
        fixed(row.clientCpuMs, 3),
        fixed(versusStatic(row, rows), 3),
        String(row.failures),
        checks(row, rows)
          .map((c) => `${c.target} ${c.met ? 'yes' : 'NO'}`)
          .join(', '),
      ]),
    ],
    { align: ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'] },
  );
}

/** The same record for machines: every row with its ratio and checks. */
export function json(meta: Record<string, unknown>, rows: Row[]): string {
  return JSON.stringify(
    {
      ...meta,
      targets: TARGETS,
      rows: rows.map((row) => ({ ...row, versusStatic: versusStatic(row, rows), checks: checks(row, rows) })),
    },
    null,
    2,
  );
}
