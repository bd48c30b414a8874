/**
 * The static file server (src/server/http/static-files.ts) over real HTTP, on a client build made in a
 * temporary folder and precompressed by the same code the build runs (src/integrations/precompress.mjs).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '@/integrations/precompress.mjs';
import { createStaticFileHandler, IMMUTABLE, loadStaticFiles, REVALIDATE } from '@/server/http/static-files';

const dir = mkdtempSync(join(tmpdir(), 'static-files-'));
const page = `<!doctype html><title>Privacy</title>${'<p>We keep very little about you.</p>'.repeat(80)}`;
const css = `body{margin:0}${'.card{padding:1rem;border-radius:.5rem}'.repeat(60)}`;
const image = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256));
let server: Server;
let base: string;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Raw HTTP (fetch would decompress and hide Content-Encoding). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  mkdirSync(join(dir, 'privacy'));
  mkdirSync(join(dir, '_astro'));
  mkdirSync(join(dir, 'images'));
  writeFileSync(join(dir, 'privacy/index.html'), page);
  writeFileSync(join(dir, '_astro/site.Ab12Cd.css'), css);
  writeFileSync(join(dir, '_astro/tiny.Zz.js'), 'x()');
  writeFileSync(join(dir, 'images/harbor.jpg'), image);
  writeFileSync(join(dir, '404.html'), '<p>Not found</p>');
  await precompressDir(dir);
  const serveStatic = createStaticFileHandler(loadStaticFiles(dir));
  server = createServer((req, res) => {
    if (serveStatic(req, res)) return;
    res.writeHead(418).end('fell through');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('build-time precompression', () => {
  it('writes .br and .gz beside compressible files that decompress to the original', () => {
    const path = join(dir, 'privacy/index.html');
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(page);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(page);
    expect(readFileSync(`${path}.br`).byteLength).toBeLessThan(Buffer.byteLength(page) / 5);
  });

  it('leaves images and tiny files alone', () => {
    expect(() => readFileSync(join(dir, 'images/harbor.jpg.br'))).toThrow();
    expect(() => readFileSync(join(dir, '_astro/tiny.Zz.js.gz'))).toThrow();
  });
});

describe('serving the client build', () => {
  it('sends the brotli file as built to a browser, with Vary and a coding-specific ETag', async () => {
    const res = await get('/privacy', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.body.equals(readFileSync(join(dir, 'privacy/index.html.br')))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.body.byteLength);
  });

  it('sends gzip to a client without brotli (or refusing it) and identity to one without either', async () => {
    const gz = await get('/privacy', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(page);
    const noBr = await get('/privacy', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const plain = await get('/privacy');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    expect(new Set([gz.headers.etag, noBr.headers.etag, plain.headers.etag]).size).toBe(2);
  });

  it('answers 304 to a current ETag of the same coding, and 200 to another coding’s ETag', async () => {
    const first = await get('/_astro/site.Ab12Cd.css', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe(IMMUTABLE);
    const again = await get('/_astro/site.Ab12Cd.css', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const otherCoding = await get('/_astro/site.Ab12Cd.css', { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag! });
    expect(otherCoding.status).toBe(200);
    expect(gunzipSync(otherCoding.body).toString()).toBe(css);
  });

  it('answers HEAD with headers only and If-Modified-Since with 304', async () => {
    const head = await get('/privacy', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.byteLength).toBe(0);
    const since = await get('/images/harbor.jpg', { 'if-modified-since': head.headers['last-modified']! });
    expect(since.status).toBe(304);
  });

  it('sends already-compressed files as they are, without Vary', async () => {
    const res = await get('/images/harbor.jpg', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.body.equals(image)).toBe(true);
  });

  it('leaves everything else to Astro: unknown paths, error pages, sidecar files, escaped slashes, writes to other paths', async () => {
    for (const path of ['/nope', '/404', '/404.html', '/privacy/index.html.br', '/nope/', '/_astro%2Ftiny.Zz.js']) {
      expect((await get(path)).status, path).toBe(418);
    }
    expect((await get('/nope', {}, 'POST')).status).toBe(418);
  });

  it('N10: answers other methods on its files itself: 405 (OPTIONS 204) with Allow, as Astro has no handler for them', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE']) {
      const res = await get('/privacy', {}, method);
      expect(res.status, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, HEAD, OPTIONS');
      expect(res.body.toString(), method).toBe('Method not allowed');
    }
    const options = await get('/_astro/site.Ab12Cd.css', {}, 'OPTIONS');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('redirects a page with a trailing slash to its URL without one, keeping the query', async () => {
    const res = await get('/privacy/?from=footer');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/privacy?from=footer');
    expect((await get('/privacy/')).headers.location).toBe('/privacy');
  });

  it('answers a Range request with the whole file (HTTP lets a server ignore Range)', async () => {
    const res = await get('/images/harbor.jpg', { range: 'bytes=0-10' });
    expect(res.status).toBe(200);
    expect(res.body.equals(image)).toBe(true);
  });
});
