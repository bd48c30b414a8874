/**
 * Issue 17 item 2 on the built server: the client build is precompressed once at build time and the
 * server sends those files byte for byte (no compression on a request), with ETag/304, Vary, a year of
 * immutable caching for hashed /_astro assets, and the security headers every response carries.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoServerUrl } from '../helpers/demo-server';

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
    expect(res.headers.etag).toMatch(/^".+-br"$/);
    const again = await get(asset!, { 'accept-encoding': 'br', 'if-none-match': res.headers.etag! });
    expect(again.status).toBe(304);
  });

  it('still lets Astro answer on-demand pages and unknown paths', async () => {
    expect((await get('/business-directory')).status).toBe(200);
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
  });
});
