/** The islands' API client against a real loopback HTTP server. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiGetWithRetry } from '#src/platform/api-client.ts';

let server: Server;
let base = '';
let hold: (() => void) | undefined;
let slowArrived: () => void = () => {};
let flaky = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'X-Total-Count': '7' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    if (req.url === '/ok') return send(200, [{ id: 1 }]);
    if (req.url === '/echo') {
      let text = '';
      req.on('data', (c) => (text += c));
      return req.on('end', () => send(201, { method: req.method, type: req.headers['content-type'], body: JSON.parse(text) }));
    }
    if (req.url === '/invalid') return send(400, { error: 'Validation failed', errors: { email: ['Valid email is required'] } });
    if (req.url === '/html') {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      return res.end('<h1>Bad gateway</h1>');
    }
    if (req.url === '/none') return send(204);
    if (req.url === '/flaky') return ++flaky < 3 ? send(503, { error: 'busy' }) : send(200, { tries: flaky });
    if (req.url === '/unauthorized') return send(401, { error: 'Unauthorized' });
    if (req.url === '/slow') {
      hold = () => send(200, { late: true });
      return slowArrived();
    }
    send(404, { error: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('api', () => {
  it('answers ok with the typed data and the headers', async () => {
    const result = await api<{ id: number }[]>(`${base}/ok`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data[0]!.id).toBe(1);
    expect(result.headers.get('X-Total-Count')).toBe('7');
  });

  it('sends a body as JSON, POST unless told otherwise', async () => {
    const post = await api<{ method: string; type: string; body: unknown }>(`${base}/echo`, { body: { a: 1 } });
    expect(post.ok && post.data).toEqual({ method: 'POST', type: 'application/json', body: { a: 1 } });
    const patch = await api<{ method: string }>(`${base}/echo`, { method: 'PATCH', body: {} });
    expect(patch.ok && patch.data.method).toBe('PATCH');
  });

  it('returns the server’s message and field messages on a refusal, never throwing', async () => {
    const result = await api(`${base}/invalid`, { body: {} });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      error: 'Validation failed',
      errors: { email: ['Valid email is required'] },
      aborted: false,
    });
  });

  it('reads a non-JSON error page and an empty answer without failing', async () => {
    expect(await api(`${base}/html`)).toMatchObject({ ok: false, status: 502, error: undefined, errors: {} });
    expect(await api(`${base}/none`, { method: 'DELETE' })).toMatchObject({ ok: true, status: 204, data: {} });
  });

  it('reports a request the caller cancelled as aborted', async () => {
    const controller = new AbortController();
    const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
    const pending = api(`${base}/slow`, { signal: controller.signal });
    await arrived; // cancelled while the server holds it, as a stale search is
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, status: 0, aborted: true });
    hold?.();
  });

  it('reports no answer at all (nothing listening) as status 0, not aborted', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await api(`http://127.0.0.1:${port}/`)).toMatchObject({ ok: false, status: 0, aborted: false });
  });
});

describe('apiGetWithRetry', () => {
  it('tries again after a server error and stops at the first success', async () => {
    const result = await apiGetWithRetry<{ tries: number }>(`${base}/flaky`, { retries: 3 });
    expect(result.ok && result.data.tries).toBe(3);
  }, 20_000);

  it('does not retry a 401', async () => {
    const result = await apiGetWithRetry(`${base}/unauthorized`, { retries: 3 });
    expect(result).toMatchObject({ ok: false, status: 401 });
  });
});
