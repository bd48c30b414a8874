/**
 * Compressing a page for a cache: fast on the request that rendered it, smaller in zlib's thread pool
 * for copies that are kept (src/server/cache/response-cache.ts, src/server/cache/page-store.ts).
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzip, gzipSync } from 'node:zlib';
import type { Coding } from '@/server/http/content-coding';

/** Bytes on a plain ArrayBuffer (what Response accepts). */
export type Bytes = Uint8Array<ArrayBuffer>;
export const bytes = (b: Uint8Array): Bytes => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength);

export type Compressed = Exclude<Coding, 'identity'>;
/**
 * Brotli's window (and with it the ring buffer it allocates) fitted to the body: a window larger than
 * the body finds no more matches, and the default (4 MB) made every compression allocate megabytes.
 */
export const brotliWindowBits = (size: number): number =>
  Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 16))));

const brotliParams = (quality: number, body: Bytes) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.byteLength),
  },
});

/**
 * A cached body's first compression (the request that rendered it, or the first to ask for another
 * coding): the fastest setting, at once, on the event loop. Brotli quality 1 takes a page (30-70 kB)
 * 0.1-0.3 ms, about what handing it to zlib's thread pool costs by itself, where quality 4 took
 * 2 ms; the page comes out 15% larger than at quality 5.
 */
export const FAST: Record<Compressed, (body: Bytes) => Buffer> = {
  br: (body) => brotliCompressSync(body, brotliParams(1, body)),
  gzip: (body) => gzipSync(body, { level: 1 }),
};

/** A kept copy back to the body as rendered: a 71 kB page (11 kB compressed) takes about 0.1 ms. */
export const DECOMPRESS: Record<Compressed, (body: Bytes) => Buffer> = {
  br: (body) => brotliDecompressSync(body),
  gzip: (body) => gunzipSync(body),
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const SMALL: Record<Compressed, (body: Bytes) => Promise<Buffer>> = {
  br: (body) => brotliAsync(body, brotliParams(5, body)),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

/**
 * Smaller copies made at a time, and waiting at most. Each one holds its compressor's state (about
 * 1 MB for brotli) until its callback has run on the event loop: when the loop was busy, hundreds of
 * finished compressions waited for it at once, 220 MB of them at 100,000 listings (issue 17).
 */
const MAX_IN_FLIGHT = 2;
const MAX_WAITING = 32;
let inFlight = 0;
const waiting: (() => void)[] = [];

/**
 * A page asked for again (or kept for long) is worth its bytes: it is compressed once more, smaller,
 * in zlib's thread pool, and the smaller copy replaces the fast one. Resolves undefined when too many
 * copies are already waiting (the caller keeps its fast copy, and may ask again later).
 */
export async function smallerCopy(coding: Compressed, body: Bytes): Promise<Buffer | undefined> {
  if (inFlight < MAX_IN_FLIGHT) inFlight++;
  else if (waiting.length >= MAX_WAITING) return undefined;
  // Woken by a copy that ended: its place is handed over (so no newcomer takes it meanwhile).
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await SMALL[coding](body);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else inFlight--;
  }
}

/**
 * A rendered response's headers as its body is sent in `coding` from a cache: its own length and
 * coding dropped (the HTTP server adds the length), Astro's internal x-astro-* markers dropped (its
 * adapter removes them before sending), varying on Accept-Encoding.
 */
export function codedHeaders(headers: Iterable<[string, string]>, coding: Coding): [string, string][] {
  const out = [...headers].filter(
    ([name]) => name !== 'content-length' && name !== 'content-encoding' && name !== 'vary' && !name.startsWith('x-astro-'),
  );
  out.push(['vary', 'Accept-Encoding']);
  if (coding !== 'identity') out.push(['content-encoding', coding]);
  return out;
}
