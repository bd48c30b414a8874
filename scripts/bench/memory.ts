/**
 * A process's resident memory from /proc/<pid>/status, alone or with its descendants (the photo worker the server
 * forks), for the soak and the photo memory check.
 */
import { readFileSync } from 'node:fs';

/** VmRSS in MB, or undefined when the process is gone (or this is not Linux). */
export function rssMb(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** Children forked by the process's main thread (where Node starts child processes), and theirs. */
function descendants(pid: number): number[] {
  let children: number[];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** The RSS of a process and of each descendant, in MB; undefined when the process itself is gone. */
export function treeRssMb(pid: number): { total: number; own: number; children: number[] } | undefined {
  const own = rssMb(pid);
  if (own === undefined) return undefined;
  const children = descendants(pid)
    .map(rssMb)
    .filter((mb): mb is number => mb !== undefined);
  return { total: own + children.reduce((sum, mb) => sum + mb, 0), own, children };
}
