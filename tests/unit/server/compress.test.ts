/**
 * The caches' compression (src/server/cache/compress.ts): smaller copies two at a time with a short
 * wait list (each holds a compressor's memory until its callback runs), brotli's window fitted to
 * the body.
 */
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliWindowBits, bytes, FAST, smallerCopy } from '../../../src/server/cache/compress';

const page = bytes(
  new TextEncoder().encode(
    Array.from({ length: 600 }, (_, i) => `<li class="card">Listing ${i} on Mustang Island</li>`).join('\n'),
  ),
);

describe('cache compression', () => {
  it('fits the brotli window to the body, within brotli’s bounds', () => {
    expect(brotliWindowBits(0)).toBe(constants.BROTLI_MIN_WINDOW_BITS);
    expect(brotliWindowBits(60_000)).toBe(16); // 64 kB - 16 holds 60,000 bytes
    expect(brotliWindowBits(65_520)).toBe(16);
    expect(brotliWindowBits(65_521)).toBe(17);
    expect(brotliWindowBits(50_000_000)).toBe(constants.BROTLI_DEFAULT_WINDOW);
  });

  it('compresses to copies that decode to the body', async () => {
    expect(Buffer.from(brotliDecompressSync(FAST.br(page))).equals(Buffer.from(page))).toBe(true);
    const small = await smallerCopy('br', page);
    expect(small!.byteLength).toBeLessThan(FAST.br(page).byteLength);
    expect(Buffer.from(brotliDecompressSync(small!)).equals(Buffer.from(page))).toBe(true);
    expect(Buffer.from(gunzipSync((await smallerCopy('gzip', page))!)).equals(Buffer.from(page))).toBe(true);
  });

  it('makes two at a time, lets 32 wait, and turns the rest away (the caller keeps its fast copy)', async () => {
    const copies = await Promise.all(Array.from({ length: 40 }, () => smallerCopy('br', page)));
    expect(copies.filter((c) => c === undefined)).toHaveLength(40 - 2 - 32);
    for (const copy of copies.filter((c) => c !== undefined)) {
      expect(Buffer.from(brotliDecompressSync(copy)).equals(Buffer.from(page))).toBe(true);
    }
    // Once they are done, every place is free again: the same burst gets the same answer.
    const again = await Promise.all(Array.from({ length: 40 }, () => smallerCopy('gzip', page)));
    expect(again.filter((c) => c === undefined)).toHaveLength(40 - 2 - 32);
  });
});
