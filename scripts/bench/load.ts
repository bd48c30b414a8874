/** One autocannon run over a list of paths (each request takes the next one), summarised as a row. */
import autocannon from 'autocannon';

export interface LoadResult {
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  /** Mean bytes received per answer, headers included: what the client and the cache move per request. */
  bytesPerAnswer: number;
  /** Answers that were not 2xx, plus socket errors and timeouts. */
  failures: number;
}

export interface LoadOptions {
  base: string;
  paths: string[];
  connections: number;
  /** Seconds to run, or `amount` requests (a pass over a list). */
  duration?: number;
  amount?: number;
  headers?: Record<string, string>;
}

/** What a browser sends; the user agent also makes visitor counting do its full work. */
export const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  accept: 'text/html,*/*',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

export async function runLoad({
  base,
  paths,
  connections,
  duration,
  amount,
  headers = BROWSER_HEADERS,
}: LoadOptions): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    ...(amount === undefined ? { duration } : { amount }),
    headers,
    // Every row builds each request the same way, so a one-path row does not get a cheaper client than the others.
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: paths[next++ % paths.length] }) }],
  });
  return {
    // Completed requests over the measured time (the per-second sample mean drops partial seconds).
    reqPerSec: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    bytesPerAnswer: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
