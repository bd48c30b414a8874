/**
 * Row g: what visitor counting (src/server/insights) costs a public page. Business pages with distinct ids
 * (cache misses) are loaded on fresh servers over the same database with INSIGHTS_COUNTING on and off,
 * alternating on, off, on, off so that drift on a shared machine touches both modes; each mode keeps its
 * best run. Issue 16 asks for counting on within 5% of counting off.
 */
import { spawnServer } from '@/cli/spawn-server';
import { runLoad, type LoadResult } from './load';

export interface CountingComparison {
  on: LoadResult;
  off: LoadResult;
}

export async function compareCounting({
  env,
  paths,
  connections,
  duration,
  rounds = 2,
}: {
  env: Record<string, string>;
  paths: string[];
  connections: number;
  duration: number;
  rounds?: number;
}): Promise<CountingComparison> {
  const best: Partial<Record<'on' | 'off', LoadResult>> = {};
  for (let round = 0; round < rounds; round++) {
    for (const mode of ['on', 'off'] as const) {
      const server = await spawnServer({ ...env, INSIGHTS_COUNTING: mode });
      try {
        // Warm the code paths (not the response cache: the measured run starts past these ids).
        await runLoad({ base: server.url, paths: paths.slice(-1000), connections, duration: 2 });
        const result = await runLoad({ base: server.url, paths, connections, duration });
        if (!best[mode] || result.reqPerSec > best[mode].reqPerSec) best[mode] = result;
      } finally {
        await server.stop();
      }
    }
  }
  return { on: best.on!, off: best.off! };
}
