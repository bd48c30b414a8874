/**
 * /api routes and methods: a method the route has no handler for is 405 with the route's own methods in Allow
 * (OPTIONS answers 204 with them), an unknown path stays 404, and HEAD sends the ETag GET does (demo data).
 */
import { describe, expect, it } from 'vitest';
import { demoServerUrl } from '../../helpers/demo-server';

const server = { url: demoServerUrl() };
const send = (method: string, path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, server.url), { method, headers: { Origin: server.url, ...headers }, redirect: 'manual' });

describe('methods on /api routes', () => {
  it('answers a method the route lacks with 405 and the methods it has', async () => {
    for (const [method, path, allow] of [
      ['DELETE', '/api/offers', 'GET, HEAD, OPTIONS'],
      ['PUT', '/api/offers', 'GET, HEAD, OPTIONS'],
      ['POST', '/api/events/upcoming', 'GET, HEAD, OPTIONS'],
      ['DELETE', '/api/businesses/1', 'GET, HEAD, PATCH, OPTIONS'],
      ['GET', '/api/contact', 'POST, OPTIONS'],
    ]) {
      const res = await send(method!, path!);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(await res.json()).toEqual({ error: 'Method not allowed' });
    }
  });

  it('answers OPTIONS with 204 and Allow', async () => {
    const res = await send('OPTIONS', '/api/businesses');
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
  });

  it('keeps 404 for a path no route has', async () => {
    for (const method of ['GET', 'DELETE', 'OPTIONS']) {
      const res = await send(method, '/api/no-such-thing');
      expect(res.status, method).toBe(404);
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
  });

  it('sends on HEAD the ETag GET sends, and 304 for it', async () => {
    for (const path of ['/api/businesses', '/api/events/upcoming', '/api/businesses/1']) {
      const get = await send('GET', path);
      const etag = get.headers.get('etag');
      expect(etag, path).toMatch(/^W\/"/);
      const head = await send('HEAD', path);
      expect(head.status, path).toBe(200);
      expect(head.headers.get('etag'), path).toBe(etag);
      expect((await send('HEAD', path, { 'If-None-Match': etag! })).status, path).toBe(304);
    }
  });
});
