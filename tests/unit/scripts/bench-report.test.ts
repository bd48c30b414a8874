/** The bench's arithmetic and its record: CPU time per request from /proc, the ratios and the verdicts beside the targets. */
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { cpuMsPerRequest, processCpuMs, processTreeCpuMs, statCpuMs } from '#scripts/bench/cpu.ts';
import { checks, json, table, TARGETS, versusStatic, type Row } from '#scripts/bench/report.ts';

// A real /proc/<pid>/stat line with utime 1234 and stime 56 ticks, for a command whose name holds ") " and spaces.
const STAT =
  '4242 (node ) srv x) S 1 4242 4242 0 -1 4194560 3000 0 0 0 1234 56 0 0 20 0 11 0 100 900000000 30000 18446744073709551615 1 1 0 0 0 0 0 4096 134234626 0 0 0 17 1 0 0 0 0 0';

const row = (over: Partial<Row> & Pick<Row, 'id' | 'via' | 'kind'>): Row => ({
  workload: over.id,
  reqPerSec: 100,
  p50: 50,
  p99: 100,
  requests: 1000,
  bytesPerAnswer: 9_460,
  failures: 0,
  ...over,
});

describe('CPU time per request', () => {
  it('reads utime + stime after the command name, in ms at 100 ticks a second', () => {
    expect(statCpuMs(STAT)).toBe(12_900);
  });

  it('refuses a line it cannot read rather than returning NaN', () => {
    expect(() => statCpuMs('garbage')).toThrow(/unreadable/);
  });

  it('reads a live process (this one) on Linux', () => {
    expect(processCpuMs(process.pid)).toBeGreaterThan(0);
    expect(processCpuMs(2 ** 30)).toBeUndefined();
  });

  it("adds a process's children to its own CPU time (nginx: master and workers)", async () => {
    // A child that burns CPU until it is stopped, so it is still running when the tree is read.
    const child = spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await expect.poll(() => processCpuMs(child.pid!) ?? 0).toBeGreaterThan(50);
      // Read the parts first: CPU time only grows, so the tree read after them holds at least their sum.
      const own = processCpuMs(process.pid)!;
      const childMs = processCpuMs(child.pid!)!;
      expect(processTreeCpuMs(process.pid)).toBeGreaterThanOrEqual(own + childMs);
    } finally {
      child.kill();
      await exited;
    }
    expect(processTreeCpuMs(2 ** 30)).toBeUndefined();
  });

  it('divides the CPU spent during a run by its requests', () => {
    expect(cpuMsPerRequest(12_900, 15_900, 1_000)).toBe(3);
    expect(cpuMsPerRequest(undefined, 15_900, 1_000)).toBeUndefined();
    expect(cpuMsPerRequest(12_900, 15_900, 0)).toBeUndefined();
  });
});

describe('the record', () => {
  const rows: Row[] = [
    row({ id: 'a', via: 'origin', kind: 'render', reqPerSec: 300, p99: 200, cpuMs: 3.2, clientCpuMs: 0.41 }),
    row({ id: 'b', via: 'origin', kind: 'render', reqPerSec: 240, p99: 260, cpuMs: 5.5 }),
    row({ id: 'c', via: 'origin', kind: 'static', reqPerSec: 3000 }),
    row({ id: 'd1', via: 'nginx', kind: 'cached', reqPerSec: 7000, cacheCpuMs: 0.0841 }),
    row({ id: 'd2', via: 'nginx', kind: 'cached', reqPerSec: 6990 }),
    row({ id: 'e', via: 'nginx', kind: 'static', reqPerSec: 10_000 }),
    row({ id: 'f', via: 'nginx', kind: 'reference', reqPerSec: 12_000, bytesPerAnswer: 7_730 }),
  ];
  const find = (id: string) => rows.find((r) => r.id === id)!;

  it('compares each row with the static file on the same route', () => {
    expect(versusStatic(find('a'), rows)).toBe(0.1);
    expect(versusStatic(find('d1'), rows)).toBe(0.7);
    expect(versusStatic(find('a'), [find('a')])).toBeUndefined();
  });

  it('checks renders against req/s, p99 and CPU, and cached pages against the static file', () => {
    expect(checks(find('a'), rows).map((c) => c.met)).toEqual([true, true, true]);
    expect(checks(find('b'), rows).map((c) => c.met)).toEqual([false, false, false]);
    expect(checks(find('d1'), rows)).toEqual([{ target: `≥ ${TARGETS.cachedVersusStatic}× static`, met: true }]);
    expect(checks(find('d2'), rows)[0]!.met).toBe(false);
    expect(checks(find('c'), rows)).toEqual([]);
    // A reference row is compared with the yardstick but has no target of its own.
    expect(versusStatic(find('f'), rows)).toBe(1.2);
    expect(checks(find('f'), rows)).toEqual([]);
    // Without a CPU figure (no /proc) a render cannot be said to meet the CPU target.
    expect(checks({ ...find('a'), cpuMs: undefined }, rows)[2]!.met).toBe(false);
  });

  it('prints one Markdown line per row with its figures and verdicts', () => {
    const lines = table(rows).split('\n');
    expect(lines).toHaveLength(2 + rows.length);
    expect(lines[0]).toMatch(/^\| row +\| workload .*\| req\/s \|.*\| p99 ms \| kB\/answer \|.*\| targets +\|$/);
    expect(lines[8]).toMatch(/\| f +\| nginx: f +\| +12000 \| .*\| +7\.7 \| .*\| +1\.200 \| +0 \| +\|$/);
    expect(lines[2]).toMatch(
      /\| a +\| origin: a +\| +300 \| +50 \| +200 \| +9\.5 \| +3\.20 \| +\| +0\.410 \| +0\.100 \| +0 \| ≥ 250 req\/s yes, p99 ≤ 250 ms yes, ≤ 5 ms CPU yes +\|/,
    );
    expect(lines[3]).toContain('≥ 250 req/s NO, p99 ≤ 250 ms NO, ≤ 5 ms CPU NO');
    expect(lines[5]).toMatch(/\| d1 +\| nginx: d1 .*\| +0\.084 \| +n\/a \| +0\.700 \| +0 \| ≥ 0\.7× static yes/);
    // Just under the target: enough decimals that the ratio does not read as met.
    expect(lines[6]).toMatch(/\| d2 +\| nginx: d2 .*\| +0\.699 \| +0 \| ≥ 0\.7× static NO/);
  });

  it('gives the same rows, ratios and verdicts as JSON', () => {
    const parsed = JSON.parse(json({ businesses: 10_000 }, rows)) as {
      businesses: number;
      targets: unknown;
      rows: (Row & { versusStatic?: number })[];
    };
    expect(parsed.businesses).toBe(10_000);
    expect(parsed.targets).toEqual(TARGETS);
    expect(parsed.rows.map((r) => r.versusStatic)).toEqual([0.1, 0.08, 1, 0.7, 0.699, 1, 1.2]);
  });
});
