/** One autocannon run over a list of paths (each request takes the next one), summarised as a row. */
import http from 'node:http';
import autocannon from 'autocannon';

export interface LoadResult {
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, plus socket errors and timeouts. */
  failures: number;
}

export interface LoadOptions {
  base: string;
  paths: string[];
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}

/** What a browser sends; the user agent also makes visitor counting (src/server/insights) do its full work. */
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
  headers = BROWSER_HEADERS,
}: LoadOptions): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration,
    headers,
    // One path: autocannon builds the request once (a per-request setup costs the client, which shares
    // the machine with the server, about as much CPU as the server spends answering from memory).
    requests:
      paths.length === 1
        ? [{ path: paths[0] }]
        : [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: paths[next++ % paths.length] }) }],
  });
  return {
    // Completed requests over the measured time (the per-second sample mean drops partial seconds).
    reqPerSec: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Sequential requests (one at a time): the latency a single visitor sees, without queueing. Sent with
 * node:http over one kept-alive connection and read as bytes, as autocannon does for the load rows:
 * the client shares the machine with the server, and fetch() decoding every brotli body on it added
 * about 3 ms of the client's own CPU to each 74 kB directory page at 100,000 listings.
 */
export async function timeSequential(base: string, paths: string[]): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  try {
    for (const path of paths) {
      const start = performance.now();
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.get(`${base}${path}`, { agent, headers: BROWSER_HEADERS, timeout: 30_000 }, (res) => {
          res.on('data', () => {});
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        });
        req.on('timeout', () => req.destroy(new Error(`${path}: no answer in 30 s`)));
        req.on('error', reject);
      });
      times.push(performance.now() - start);
      if (status < 200 || status > 299) throw new Error(`${path} answered ${status}`);
    }
  } finally {
    agent.destroy();
  }
  return times;
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
