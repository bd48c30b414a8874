/**
 * Streams a large request body with node:http (chunked unless a length is given) and reports the
 * status the server answered with, even when it closes the connection before the body is sent.
 */
import http from 'node:http';

export interface RawPostResult {
  status: number | null;
  contentType: string | null;
  body: string;
  bytesSent: number;
}

export function rawPost(
  url: string,
  {
    totalBytes,
    headers = {},
    declareLength = false,
    target,
  }: {
    totalBytes: number;
    headers?: Record<string, string>;
    declareLength?: boolean;
    /** The request target sent as written, instead of the URL's own path (which `new URL` tidies). */
    target?: string;
  },
): Promise<RawPostResult> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const u = new URL(url);
    const req = http.request({
      hostname: u.hostname,
      port: u.port,
      path: target ?? u.pathname + u.search,
      method: 'POST',
      headers: {
        Origin: u.origin,
        ...headers,
        ...(declareLength ? { 'Content-Length': String(totalBytes) } : { 'Transfer-Encoding': 'chunked' }),
      },
    });
    const result: RawPostResult = { status: null, contentType: null, body: '', bytesSent: 0 };
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    req.on('response', (res) => {
      result.status = res.statusCode ?? null;
      result.contentType = res.headers['content-type'] ?? null;
      res.setEncoding('utf8');
      res.on('data', (text: string) => (result.body += text));
      res.on('end', done);
      res.on('error', done);
    });
    req.on('error', () => {
      if (result.status === null) done();
    });
    req.on('close', () => setImmediate(done));
    const pump = () => {
      while (result.bytesSent < totalBytes && !req.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, totalBytes - result.bytesSent));
        result.bytesSent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}
