/**
 * The client build's files (sirv) with conditional requests answered as RFC 9110 has them. sirv answers an exact
 * If-None-Match itself with a bare 304, without the ETag and Vary a 304 must carry (§15.4.5), and it ignores
 * If-Modified-Since. So sirv is left to find the file and write its headers, and its 200 (or 206) becomes a 304
 * here when the request's validators match: with the ETag, Last-Modified, Vary and Cache-Control the 200 would have
 * had, and no body (Node sends none with a 304, whatever sirv then pipes).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import sirv, { type Options } from 'sirv';

type Next = () => void;

/** True when an If-None-Match list names `etag`, or is `*` (weak comparison, as RFC 9110 §13.1.2 asks for GET). */
function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** RFC 9110 §13.2.2: If-None-Match decides when present; If-Modified-Since only without it. */
function notModified(req: IncomingMessage, headers: OutgoingHttpHeaders, ifNoneMatch: string | undefined): boolean {
  const etag = headers.ETag ?? headers.etag;
  if (ifNoneMatch !== undefined) return typeof etag === 'string' && matchesEtag(ifNoneMatch, etag);
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  const modified = Date.parse(String(headers['Last-Modified'] ?? headers['last-modified'] ?? ''));
  return !Number.isNaN(since) && !Number.isNaN(modified) && modified <= since;
}

/** What a 304 leaves out of the 200's headers: they describe a body it does not have. */
const BODY_HEADERS = new Set(['content-length', 'content-type', 'content-encoding', 'content-range', 'accept-ranges']);

export function staticFiles(dir: string, options: Options) {
  const serve = sirv(dir, options);
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const ifNoneMatch = req.headers['if-none-match'];
    // Hidden from sirv, so that it never answers its own bare 304; given back before Astro renders (its ETags).
    delete req.headers['if-none-match'];
    const writeHead = res.writeHead;
    const restore = () => {
      res.writeHead = writeHead;
      if (ifNoneMatch !== undefined) req.headers['if-none-match'] = ifNoneMatch;
    };
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      restore();
      const headers = rest.find((r): r is OutgoingHttpHeaders => typeof r === 'object' && r !== null) ?? {};
      if ((status === 200 || status === 206) && notModified(req, headers, ifNoneMatch)) {
        const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !BODY_HEADERS.has(name.toLowerCase())));
        return writeHead.call(this, 304, kept);
      }
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    } as ServerResponse['writeHead'];
    serve(req, res, () => {
      restore();
      next();
    });
  };
}
