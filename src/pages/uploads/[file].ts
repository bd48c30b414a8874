/**
 * GET /uploads/{hash}-{width}.{avif|webp|jpg}: a processed photo variant from UPLOADS_DIR. Names are
 * content hashes, so a file never changes: cached for a year, immutable. Only names matching the
 * pipeline's pattern are looked up (storage.ts), never a path the client chose.
 */
import type { APIRoute } from 'astro';
import { readVariant } from '#src/features/photos/server/storage.ts';

export const prerender = false;

export const GET: APIRoute = async ({ params }) => {
  const file = await readVariant(params.file ?? '');
  if (!file) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(file.data), {
    headers: {
      'Content-Type': file.type,
      'Content-Length': String(file.data.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};
