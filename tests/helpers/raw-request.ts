/**
 * One request with the target sent exactly as written (`/./_image`, `/\_image`, `//x`): fetch() and
 * `new URL` would tidy it first, and the server must answer whatever a client really sends.
 * Optionally from a given local address (127.0.0.2, …) to play another host.
 */
import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function rawRequest(
  base: string,
  target: string,
  {
    method = 'GET',
    headers = {},
    body,
    localAddress,
  }: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: target, method, headers, localAddress, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
