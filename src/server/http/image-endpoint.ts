/**
 * Astro's on-demand image endpoint (`/_image`) transforms any file to any size for anyone, on the
 * thread pool Argon2 also needs (F2). No page uses it: listing photos are resized once at upload
 * (src/server/photos) and static images are prebuilt. So the HTTP layer answers it before Astro does,
 * with a cacheable 404 and no work.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Tested on the canonical target (src/server/http/request-target.ts), so `/%5Fimage` and `/./_image` match too. */
const IMAGE_ENDPOINT = /^\/_image(?:[/?]|$)/;

export function refuseImageEndpoint(req: IncomingMessage, res: ServerResponse): boolean {
  if (!IMAGE_ENDPOINT.test(req.url ?? '')) return false;
  const body = 'Not found';
  res.writeHead(404, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'public, max-age=86400',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
