/**
 * Writes `.br` and `.gz` beside every compressible file of the client build (prerendered pages,
 * scripts, styles, SVG, XML, JSON, text) once, at build time, with the strongest settings: the server
 * (sirv, in the Node front under src/serve/) sends them as they are, so a file that never changes is never
 * compressed on a request. A variant that would not be smaller is not written.
 */
import type { AstroIntegration } from 'astro';
import { readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Extensions worth compressing; images, fonts and archives are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = /\.(html|css|js|mjs|json|map|svg|xml|txt|webmanifest|ico)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 256;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses every eligible file under `dir`; returns how many files got at least one variant. */
export async function precompressDir(dir: string): Promise<number> {
  const jobs: Promise<number>[] = [];
  for await (const path of walk(dir)) {
    if (!COMPRESSIBLE_EXTENSIONS.test(path)) continue;
    jobs.push(
      (async () => {
        const body = await readFile(path);
        if (body.byteLength < MIN_BYTES) return 0;
        const [br, gzipped] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            },
          }),
          gz(body, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        // Each variant keeps the original's modification time: the server's Last-Modified comes from the file it
        // sends, and one resource must not have three.
        const { atime, mtime } = await stat(path);
        const write = async (variant: string, data: Buffer) => (
          await writeFile(variant, data),
          await utimes(variant, atime, mtime),
          1
        );
        let written = 0;
        if (br.byteLength < body.byteLength) written += await write(`${path}.br`, br);
        if (gzipped.byteLength < body.byteLength) written += await write(`${path}.gz`, gzipped);
        return written > 0 ? 1 : 0;
      })(),
    );
  }
  return (await Promise.all(jobs)).reduce((a, b) => a + b, 0);
}

export default function precompress(): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const count = await precompressDir(fileURLToPath(dir));
        logger.info(`${count} files precompressed (br, gz) in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
