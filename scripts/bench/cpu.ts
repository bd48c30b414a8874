/**
 * A process's CPU time (user + system, all its threads) from /proc/<pid>/stat. Read directly because the
 * process-usage packages report a sampled percentage, while the bench needs the running total to divide by requests.
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second in /proc (USER_HZ), which Linux fixes at 100 for user space. */
const TICKS_PER_SECOND = 100;

/** utime + stime of a /proc/<pid>/stat line, in ms (the command name may hold spaces, so fields count from its `)`). */
export function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, so utime (14) and stime (15) sit at 11 and 12.
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`unreadable /proc stat line: ${stat.slice(0, 80)}`);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** CPU ms the process has used so far, or undefined where there is no /proc (not Linux, or the process is gone). */
export function processCpuMs(pid: number): number | undefined {
  try {
    return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * CPU ms used so far by a process and its children (nginx: the master and its workers), or undefined where /proc
 * does not list children.
 */
export function processTreeCpuMs(pid: number): number | undefined {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    let total = statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    for (const child of children) total += processCpuMs(Number(child)) ?? 0;
    return total;
  } catch {
    return undefined;
  }
}

/** CPU ms per request over a run, from the totals read before and after it. */
export function cpuMsPerRequest(beforeMs: number | undefined, afterMs: number | undefined, requests: number): number | undefined {
  if (beforeMs === undefined || afterMs === undefined || requests <= 0) return undefined;
  return (afterMs - beforeMs) / requests;
}
