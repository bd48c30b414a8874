/**
 * The front's one cap on request bodies: the largest body any route reads (a photo upload, 11 MB:
 * src/features/photos/server/multipart.ts), whatever the path. A declared Content-Length over it is refused
 * before a byte is read, and a chunked body is counted as Astro reads it and cut off there. Each route's own,
 * smaller limit is its reader's (src/platform/server/http/body.ts), which sees the path Astro routed.
 * Own code because no body-limit library feeds the counted body to @astrojs/node (it reads `req.body`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const MB = 1024 * 1024;

/** The photo upload's limit (one 10 MB photo plus the multipart framing and the other fields). */
export const MAX_REQUEST_BODY_BYTES = 11 * MB;

const NO_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Applies the cap to `req`. Returns false when the request was refused at once (the 413 is sent);
 * otherwise the body the adapter reads is a counting stream that refuses as soon as it passes the cap.
 */
export function enforceBodyLimit(
  req: IncomingMessage & { body?: AsyncIterable<Buffer> },
  res: ServerResponse,
  limit = MAX_REQUEST_BODY_BYTES,
): boolean {
  // An answer sent before the whole body arrived (this cap, a route's own limit, a refusal that reads nothing).
  res.once('finish', () => discardBriefly(req));
  if (NO_BODY.has(req.method ?? 'GET')) return true;
  const declared = Number(req.headers['content-length'] ?? '0');
  if (Number.isFinite(declared) && declared > limit) {
    refuse(req, res);
    return false;
  }
  // The adapter reads `req.body` when it is an async iterable (node.js makeRequestBody) instead of req.
  req.body = countedBody(req, res, limit);
  return true;
}

class BodyTooLargeError extends Error {
  constructor() {
    super('Request body is too large');
  }
}

async function* countedBody(req: IncomingMessage, res: ServerResponse, limit: number): AsyncGenerator<Buffer> {
  let size = 0;
  // destroyOnReturn: false — the 413 must leave the socket before the connection is closed.
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    size += chunk.byteLength;
    if (size > limit) {
      refuse(req, res);
      throw new BodyTooLargeError();
    }
    yield chunk;
  }
}

const HTML_413 =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Request too large</title></head><body><main><h1>Request too large</h1>' +
  '<p>The form sent more data than this site accepts. Go back, shorten what you typed and try again.</p>' +
  '<p><a href="/">Go to the home page</a></p></main></body></html>';

/** Sends 413 (JSON under /api/, a small page elsewhere), then mutes later writes by the handler. */
function refuse(req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent) return;
  const isApi = (req.url ?? '/').startsWith('/api/');
  const body = isApi ? JSON.stringify({ error: 'Request body is too large' }) : HTML_413;
  res.writeHead(413, {
    'Content-Type': isApi ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
  // Whatever the handler renders after the body failed must not write over the 413.
  res.writeHead = () => res;
  res.write = () => true;
  res.end = () => res;
}

const LINGER_BYTES = 8 * MB;
const LINGER_MS = 5_000;

/**
 * Closing the socket while the client is still sending makes the kernel answer with a reset, which
 * throws away the answer the client has not read yet (nginx's "lingering close" problem). So the rest
 * is read and dropped for a moment (at most 8 MB), then no longer read: the client's sending stalls
 * on a full TCP window while it reads the answer, and the connection is cut 5 s after it. (Cut at
 * 8 MB straight away, a client on a busy machine sometimes met the reset before it had read the
 * answer: a full `npm test` run saw it once.)
 */
function discardBriefly(req: IncomingMessage): void {
  if (req.complete) return;
  let discarded = 0;
  const timer = setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.byteLength;
    if (discarded > LINGER_BYTES) req.pause();
  });
  req.once('end', () => clearTimeout(timer));
  req.resume();
}
