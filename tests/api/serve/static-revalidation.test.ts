/**
 * Revalidating the client build's files (RFC 9110): a 304 carries the ETag, Vary and Cache-Control the 200 would
 * have, If-Modified-Since is honoured when there is no If-None-Match, and the compressed copies of a file carry
 * its Last-Modified (demo data).
 */
import { describe, expect, it } from 'vitest';
import { demoServerUrl } from '../../helpers/demo-server';
import { rawRequest } from '../../helpers/raw-request';

const server = { url: demoServerUrl() };
const get = (path: string, headers: Record<string, string> = {}) => rawRequest(server.url, path, { headers });

async function cssPath(): Promise<string> {
  const path = /(\/_astro\/[^"']+\.css)/.exec((await get('/privacy')).body)?.[1];
  expect(path).toBeDefined();
  return path!;
}

describe('static files revalidated', () => {
  it('a 304 names the ETag and Vary of the 200 it stands for', async () => {
    for (const path of [await cssPath(), '/privacy', '/favicon.svg']) {
      for (const encoding of ['gzip', 'br', 'identity']) {
        const full = await get(path, { 'accept-encoding': encoding });
        expect(full.status, path).toBe(200);
        const again = await get(path, { 'accept-encoding': encoding, 'if-none-match': full.headers.etag! });
        expect(again.status, `${path} ${encoding}`).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag, `${path} ${encoding}`).toBe(full.headers.etag);
        expect(again.headers.vary, `${path} ${encoding}`).toBe('Accept-Encoding');
        expect(again.headers['cache-control'], path).toBe(full.headers['cache-control']);
        expect(again.headers['content-length'], path).toBeUndefined();
      }
    }
  });

  it('takes any of several ETags, and a weak one, as If-None-Match allows', async () => {
    const path = await cssPath();
    const { etag } = (await get(path, { 'accept-encoding': 'gzip' })).headers;
    const opaque = etag!.replace(/^W\//, '');
    for (const ifNoneMatch of [`"other", ${etag}`, opaque, '*'])
      expect((await get(path, { 'accept-encoding': 'gzip', 'if-none-match': ifNoneMatch })).status, ifNoneMatch).toBe(304);
    expect((await get(path, { 'accept-encoding': 'gzip', 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('answers If-Modified-Since with 304 when the file is no newer, 200 when it is', async () => {
    const path = await cssPath();
    const full = await get(path, { 'accept-encoding': 'gzip' });
    const lastModified = full.headers['last-modified']!;
    const again = await get(path, { 'accept-encoding': 'gzip', 'if-modified-since': lastModified });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(full.headers.etag);
    expect(again.headers.vary).toBe('Accept-Encoding');
    const older = await get(path, { 'accept-encoding': 'gzip', 'if-modified-since': 'Mon, 01 Jan 2001 00:00:00 GMT' });
    expect(older.status).toBe(200);
    expect(older.body.length).toBeGreaterThan(0);
    // If-None-Match decides when both are sent (RFC 9110 §13.2.2).
    const both = await get(path, { 'accept-encoding': 'gzip', 'if-modified-since': lastModified, 'if-none-match': '"other"' });
    expect(both.status).toBe(200);
  });

  it('gives the compressed copies of a file its Last-Modified', async () => {
    for (const path of [await cssPath(), '/privacy']) {
      const modified = await Promise.all(
        ['identity', 'gzip', 'br'].map(
          async (encoding) => (await get(path, { 'accept-encoding': encoding })).headers['last-modified'],
        ),
      );
      expect(new Set(modified).size, path).toBe(1);
    }
  });

  it('leaves a rendered page’s own revalidation to Astro', async () => {
    const full = await get('/events');
    expect(full.headers.etag).toBeDefined();
    expect((await get('/events', { 'if-none-match': full.headers.etag! })).status).toBe(304);
  });
});
