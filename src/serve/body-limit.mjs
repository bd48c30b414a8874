/**
 * One body limit for every request that carries a body (JSON, forms, multipart, webhooks), enforced in
 * the HTTP layer while the body is read: a declared Content-Length over the limit is refused before a
 * byte is read, and a chunked body is counted as Astro reads it and cut off at the limit. Endpoints and
 * pages that call `request.json()`/`formData()` therefore never buffer more than their allowance.
 * Own code because no body-limit library feeds the counted body to @astrojs/node (it reads `req.body`).
 */

const KB = 1024;
const MB = 1024 * KB;

/** Every request body not listed below: the JSON limit of src/platform/server/http/body.ts. */
const DEFAULT_BODY_LIMIT_BYTES = 100 * KB;

/** Photo uploads take one file of up to 10 MB plus the multipart framing and the other fields. */
const PHOTO_UPLOAD_LIMIT_BYTES = 11 * MB;

const ALLOWANCES = [
  { method: 'POST', pattern: /^\/api\/businesses\/[^/]+\/photos\/?$/, bytes: PHOTO_UPLOAD_LIMIT_BYTES },
  { method: 'POST', pattern: /^\/api\/events\/[^/]+\/photos\/?$/, bytes: PHOTO_UPLOAD_LIMIT_BYTES },
  // Stripe events can carry a whole subscription with its invoice; the signature needs the raw bytes.
  { method: 'POST', pattern: /^\/api\/stripe\/webhook\/?$/, bytes: 512 * KB },
];

const NO_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The most bytes a request to this method and path may send (0 for methods whose body is never read). */
/** @param {string} method @param {string} pathname @returns {number} */
function bodyLimitFor(method, pathname) {
  if (NO_BODY.has(method)) return 0;
  return ALLOWANCES.find((a) => a.method === method && a.pattern.test(pathname))?.bytes ?? DEFAULT_BODY_LIMIT_BYTES;
}

/**
 * Applies the limit to `req`. Returns false when the request was refused at once (the 413 is sent);
 * otherwise the body the adapter reads is a counting stream that refuses as soon as it passes the limit.
 */
/** @param {import('node:http').IncomingMessage & { body?: AsyncIterable<Buffer> }} req @param {import('node:http').ServerResponse} res @returns {boolean} */
export function enforceBodyLimit(req, res) {
  // The canonical target (src/server/http/request-target.ts): the path Astro will route this body to.
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  const limit = bodyLimitFor(req.method ?? 'GET', pathname);
  if (limit === 0) return true;
  const declared = Number(req.headers['content-length'] ?? '0');
  if (Number.isFinite(declared) && declared > limit) {
    refuse(req, res, pathname);
    return false;
  }
  // The adapter reads `req.body` when it is an async iterable (node.js makeRequestBody) instead of req.
  req.body = countedBody(req, res, pathname, limit);
  return true;
}

class BodyTooLargeError extends Error {
  constructor() {
    super('Request body is too large');
  }
}

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} pathname @param {number} limit */
async function* countedBody(req, res, pathname, limit) {
  let size = 0;
  // destroyOnReturn: false — the 413 must leave the socket before the connection is closed.
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    size += chunk.byteLength;
    if (size > limit) {
      refuse(req, res, pathname);
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
/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} pathname */
function refuse(req, res, pathname) {
  if (res.headersSent) return;
  const isApi = pathname.startsWith('/api/');
  const body = isApi ? JSON.stringify({ error: 'Request body is too large' }) : HTML_413;
  res.writeHead(413, {
    'Content-Type': isApi ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.once('finish', () => discardBriefly(req));
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
 * throws away the 413 the client has not read yet (nginx's "lingering close" problem). So the rest
 * is read and dropped for a moment (at most 8 MB), then no longer read: the client's sending stalls
 * on a full TCP window while it reads the 413, and the connection is cut 5 s after the answer. (Cut
 * at 8 MB straight away, a client on a busy machine sometimes met the reset before it had read the
 * answer: a full `npm test` run saw it once.)
 */
/** @param {import('node:http').IncomingMessage} req */
function discardBriefly(req) {
  if (req.complete) return;
  let discarded = 0;
  const timer = setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  req.on('data', (/** @type {Buffer} */ chunk) => {
    discarded += chunk.byteLength;
    if (discarded > LINGER_BYTES) req.pause();
  });
  req.once('end', () => clearTimeout(timer));
  req.resume();
}
