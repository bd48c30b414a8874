/**
 * The client build is precompressed once at build time and the server sends those files byte for byte
 * (sirv), with ETag/304, Vary, a year of immutable caching for hashed /_astro assets, a short shared-cache
 * lifetime for the other files, and the security headers every response carries. Rendered pages are
 * compressed as they are sent.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demoServerUrl } from '../../helpers/demo-server';
import { rawRequest } from '../../helpers/raw-request';

const CLIENT = 'dist/client';
const server = { url: demoServerUrl() };

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
}

function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('precompressed client build', () => {
  it('has .br and .gz beside every compressible file the build wrote', () => {
    const all = new Set(files(CLIENT));
    const compressible = [...all].filter((f) => /\.(html|css|js|svg|xml|json)$/.test(f) && statSync(f).size >= 1024);
    expect(compressible.length).toBeGreaterThan(10);
    const missing = compressible.filter((f) => !all.has(`${f}.br`) || !all.has(`${f}.gz`));
    expect(missing).toEqual([]);
  });

  it('serves a prerendered page as the build’s .br file, byte for byte, with the baseline security headers', async () => {
    const res = await get('/privacy', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.equals(readFileSync(join(CLIENT, 'privacy/index.html.br')))).toBe(true);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const gz = await get('/privacy', { 'accept-encoding': 'gzip' });
    expect(gz.body.equals(readFileSync(join(CLIENT, 'privacy/index.html.gz')))).toBe(true);
  });

  it('caches hashed assets for a year and answers a revalidation with 304', async () => {
    const html = (await get('/privacy')).body.toString();
    const asset = /(\/_astro\/[^"']+\.(?:css|js))/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await get(asset!, { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.equals(readFileSync(join(CLIENT, `${asset!}.br`)))).toBe(true);
    expect(res.headers.etag).toBeDefined();
    const again = await get(asset!, { 'accept-encoding': 'br', 'if-none-match': res.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The gzip file is another representation: another validator.
    const gz = await get(asset!, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).not.toBe(res.headers.etag);
  });

  it('lets shared caches keep other files briefly, revalidated with an ETag', async () => {
    for (const path of ['/privacy', '/favicon.svg']) {
      const res = await get(path, { 'accept-encoding': 'br' });
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe(
        'public, max-age=0, s-maxage=600, stale-while-revalidate=86400, stale-if-error=86400',
      );
      const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': res.headers.etag! });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
    }
  });

  it('compresses rendered pages for clients that take it, and sends them plain to those that do not', async () => {
    const br = await get('/business-directory', { 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toContain('</html>');
    const gz = await get('/business-directory', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('</html>');
    const plain = await get('/business-directory', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('</html>');
    // A rendered page's CSP: Astro's hashes with the server's baseline directives.
    expect(plain.headers['content-security-policy']).toMatch(/script-src[^;]*sha256-/);
    expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(plain.headers['cache-control']).not.toContain('immutable');
  });

  it('redirects a built page asked for with a trailing slash to its one URL, keeping the query', async () => {
    const res = await get('/privacy/?from=footer');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/privacy?from=footer');
  });

  it('still lets Astro answer on-demand pages and unknown paths', async () => {
    expect((await get('/business-directory')).status).toBe(200);
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
  });
});

describe('other methods on the client build are refused with 405, never 500', () => {
  const prerendered = ['/privacy', '/terms', '/visitors', '/blog', '/blog/submit'];

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])(
    '%s on a prerendered page: 405 with Allow (it was 500 FailedToFindPageMapSSR)',
    async (method) => {
      for (const path of prerendered) {
        const res = await rawRequest(server.url, path, { method, headers: { Origin: server.url }, body: '' });
        expect(res.status, path).toBe(405);
        expect(res.headers.allow, path).toBe('GET, HEAD, OPTIONS');
        expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      }
    },
  );

  it('OPTIONS on a prerendered page: 204 with Allow', async () => {
    for (const path of prerendered) {
      const res = await rawRequest(server.url, path, { method: 'OPTIONS' });
      expect(res.status, path).toBe(204);
      expect(res.headers.allow, path).toBe('GET, HEAD, OPTIONS');
    }
  });

  it('TRACE and other methods no route has: 405 on any path, JSON under /api/ (TRACE was 500 everywhere)', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
      for (const path of ['/privacy', '/', '/business-directory', '/_astro/nothing.js', '/api/businesses']) {
        const res = await rawRequest(server.url, path, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow, `${method} ${path}`).toContain('GET');
      }
    }
    const api = await rawRequest(server.url, '/api/businesses', { method: 'TRACE' });
    expect(JSON.parse(api.body)).toEqual({ error: 'Method not allowed' });
  });

  it('the Origin check still refuses a hostile write to an on-demand page or the API, whatever the spelling', async () => {
    const hostile = { Origin: 'https://evil.example', 'Content-Type': 'application/json' };
    for (const path of ['/api/contact', '/api/./contact', '/api/%63ontact', '/contact']) {
      const res = await rawRequest(server.url, path, { method: 'POST', headers: hostile, body: '{}' });
      expect(res.status, path).toBe(403);
    }
  });
});
