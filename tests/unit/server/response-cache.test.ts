/**
 * The response cache (src/server/cache/response-cache.ts) keeps its bodies compressed only: a page
 * is counted and held at its compressed size, and every client still gets the page as rendered, in
 * the coding it takes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'response-cache-'));
process.env.DATABASE_PATH = join(dir, 'site.db');
const { closeDb } = await import('../../../src/server/db/client');
const { ResponseCache } = await import('../../../src/server/cache/response-cache');
const { DECOMPRESS } = await import('../../../src/server/cache/compress');

afterAll(() => {
  closeDb();
  rmSync(dir, { recursive: true, force: true });
});

/** A page like the directory's: 70 kB of cards, about a tenth of that in brotli. */
const pageFor = (key: string) =>
  Array.from(
    { length: 700 },
    (_, i) => `<li class="card"><a href="/business/${i}-${key}">${key} listing ${i}</a> on Mustang Island</li>\n`,
  ).join('');

const BR = 'gzip, deflate, br, zstd';

function counted() {
  const renders: string[] = [];
  const render = (key: string) => () => {
    renders.push(key);
    return new Response(pageFor(key), { headers: { 'content-type': 'text/html' } });
  };
  return { renders, render };
}

const text = async (r: Response) => Buffer.from(await r.arrayBuffer());

describe('response cache', () => {
  it('holds pages at their compressed size: ten 70 kB pages fit in 400 kB', async () => {
    const cache = new ResponseCache(500, 400 * 1024, 60_000);
    const { renders, render } = counted();
    const keys = Array.from({ length: 10 }, (_, i) => `/business-directory?q=page${i}`);
    expect(pageFor(keys[0]!).length).toBeGreaterThan(70_000);
    for (const key of keys) await cache.serve(key, BR, render(key));
    // Kept as rendered, one page alone would take 70 kB of the 400; ten would not fit.
    for (const key of keys) {
      const hit = cache.peek(key, BR);
      expect(hit?.headers).toContainEqual(['content-encoding', 'br']);
      expect(brotliDecompressSync(hit!.body).toString()).toBe(pageFor(key));
    }
    expect(renders).toEqual(keys);
  });

  it('answers every coding with the page as rendered, from the one copy it keeps', async () => {
    const cache = new ResponseCache(500, 1024 * 1024, 60_000);
    const { renders, render } = counted();
    const key = '/business-directory?q=fish';
    const first = await cache.serve(key, 'gzip', render(key));
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await text(first)).toString()).toBe(pageFor(key));

    const plain = cache.peek(key, null)!;
    expect(plain.headers.some(([name]) => name === 'content-encoding')).toBe(false);
    expect(Buffer.from(plain.body).toString()).toBe(pageFor(key));
    const br = cache.peek(key, BR)!;
    expect(brotliDecompressSync(br.body).toString()).toBe(pageFor(key));
    // The headers are one array per coding, reused hit after hit (the HTTP server keys on it).
    expect(cache.peek(key, BR)!.headers).toBe(br.headers);
    expect(cache.peek(key, null)!.headers).toBe(plain.headers);

    // The hits asked for smaller copies (zlib's thread pool): each replaces its fast copy, and decodes to the same page.
    const gzipHit = cache.peek(key, 'gzip')!;
    await vi.waitFor(() => expect(cache.peek(key, BR)!.body).not.toBe(br.body), { timeout: 5000 });
    await vi.waitFor(() => expect(cache.peek(key, 'gzip')!.body).not.toBe(gzipHit.body), { timeout: 5000 });
    expect(brotliDecompressSync(cache.peek(key, BR)!.body).toString()).toBe(pageFor(key));
    expect(gunzipSync(cache.peek(key, 'gzip')!.body).toString()).toBe(pageFor(key));
    expect(renders).toEqual([key]);
  });

  it('keeps a page first asked for without compression in brotli, and sends it plain', async () => {
    // 60 kB: the 70 kB page as rendered would not fit; its brotli copy does.
    const cache = new ResponseCache(500, 60 * 1024, 60_000);
    const { renders, render } = counted();
    const key = '/events';
    const decompressed = vi.spyOn(DECOMPRESS, 'br');
    const first = await cache.serve(key, null, render(key));
    expect(first.headers.get('content-encoding')).toBeNull();
    expect((await text(first)).toString()).toBe(pageFor(key));
    // The render's own client gets the body it rendered; a later plain client, the kept copy decompressed.
    expect(decompressed).not.toHaveBeenCalled();
    const again = cache.peek(key, null)!;
    expect(decompressed).toHaveBeenCalledTimes(1);
    decompressed.mockRestore();
    expect(Buffer.from(again.body).toString()).toBe(pageFor(key));
    expect(cache.peek(key, BR)!.headers).toContainEqual(['content-encoding', 'br']);
    expect(renders).toEqual([key]);
  });

  it('sends small bodies as they are, whatever the client takes', async () => {
    const cache = new ResponseCache(500, 1024 * 1024, 60_000);
    await cache.serve('/api/businesses?q=none', BR, () => Response.json({ items: [], total: 0 }));
    const hit = cache.peek('/api/businesses?q=none', BR)!;
    expect(hit.headers.some(([name]) => name === 'content-encoding')).toBe(false);
    expect(JSON.parse(Buffer.from(hit.body).toString())).toEqual({ items: [], total: 0 });
  });
});
