/**
 * Issue 17 item 3: cached on-demand pages are compressed once per coding, asynchronously, for the
 * coding the client accepts (q-values honoured), and every coding carries the same page.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demoServerUrl } from '../helpers/demo-server';

const server = { url: demoServerUrl() };

function get(path: string, acceptEncoding?: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}${path}`,
      { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('compression of cached pages', () => {
  it.each(['/business-directory?q=fish', '/events', '/business/1'])('%s: one page in br, gzip and identity', async (path) => {
    const plain = await get(path);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Twice each: the first may render or compress, the second is a cache hit; both must be the same page.
    for (let i = 0; i < 2; i++) {
      const br = await get(path, 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      const gz = await get(path, 'br;q=0, gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
      expect(Number(gz.headers['content-length'])).toBe(gz.body.byteLength);
    }
    expect((await get(path, 'identity')).body.equals(plain.body)).toBe(true);
  });
});

describe('a cache hit, answered before Astro runs', () => {
  // Headers that differ between two answers of one page by nature.
  const PER_ANSWER = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);
  const stable = (headers: IncomingHttpHeaders) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

  it('carries the rendered answer’s headers: security headers, the page’s CSP with our directives, its own id', async () => {
    const path = '/business/2';
    const rendered = await get(path, 'gzip');
    const hit = await get(path, 'gzip');
    expect(hit.status).toBe(200);
    expect(stable(hit.headers)).toEqual(stable(rendered.headers));
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.headers['cross-origin-resource-policy']).toBe('same-site');
    const csp = String(hit.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.match(/object-src/g)).toHaveLength(1);
    expect(hit.headers['x-request-id']).toMatch(/^[\w.-]{8,64}$/);
    expect(hit.headers['x-request-id']).not.toBe(rendered.headers['x-request-id']);
  });

  it('is found only under the URL as the parser writes it; another spelling of it gets the same page through Astro', async () => {
    const plain = await get('/business/2', 'identity');
    const spelled = await get('/business/%32', 'identity');
    expect(spelled.status).toBe(plain.status);
    expect(spelled.body.equals(plain.body)).toBe(true);
  });
});
