/**
 * The one Node process: Astro's request handler (@astrojs/node in middleware mode: it renders, it
 * serves no files) behind a small HTTP server that serves the client build from memory and adds
 * compression and security headers to every response (prerendered pages and assets included).
 */
import compression from 'compression';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import { FILL_HEADER, isFillRequest, visitorRequestStarted } from '@/server/cache/page-warming';
import { cachedHitFor, type CachedHit } from '@/server/cache/shared-hit';
import { enforceBodyLimit } from '@/server/http/body-limit';
import { pinClientAddress } from '@/server/http/client-address';
import { refuseImageEndpoint } from '@/server/http/image-endpoint';
import { createRenderQueue } from '@/server/http/render-queue';
import { logRequest } from '@/server/http/request-log';
import { mergeCsp, securityHeaders } from '@/server/http/security-headers';
import { createStaticFileHandler, loadStaticFiles } from '@/server/http/static-files';
import { canonicalTarget } from '@/server/http/request-target';
import { IMPLEMENTED_METHODS, isImplementedMethod } from '@/server/http/methods';
import { capConnectionsPerAddress, TIMEOUTS } from '@/server/http/connection-limits';
import { errorText, logger, requestScope } from '@/server/log';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/**
 * A cache hit's headers with the security headers merged in, as one flat list for writeHead, put
 * together on the entry's first hit: the caches hand out the same headers array for every hit of an
 * entry (src/server/cache/response-cache.ts) or of all stored pages alike (page-store.ts), so later
 * hits only add their length and request id.
 */
function hitHeaders(baseline: Record<string, string>) {
  const prepared = new WeakMap<CachedHit['headers'], string[]>();
  return (hit: CachedHit): string[] => {
    let headers = prepared.get(hit.headers);
    if (!headers) {
      const merged = new Map<string, [string, string]>();
      for (const [name, value] of Object.entries(baseline)) merged.set(name.toLowerCase(), [name, value]);
      for (const [name, value] of hit.headers) {
        const key = name.toLowerCase();
        merged.set(key, [name, key === 'content-security-policy' ? mergeCsp(value) : value]);
      }
      headers = [...merged.values()].flat();
      prepared.set(hit.headers, headers);
    }
    return headers;
  };
}

export function createHttpServer(
  handler: Handler,
  { https, clientDir, trustedProxyHops = 0 }: { https: boolean; clientDir: string; trustedProxyHops?: number },
): Server {
  const baseline = securityHeaders({ https });
  // The client build, precompressed at build time, served from memory (no per-request compression).
  const serveStatic = createStaticFileHandler(loadStaticFiles(clientDir), baseline);
  const headersOfHit = hitHeaders(baseline);
  // Pages rendered in arrival order, one started per event-loop turn (src/server/http/render-queue.ts).
  const renders = createRenderQueue({ limit: 4, releaseAfterMs: 250, scope: requestScope });
  const compress = compression({
    threshold: 1024,
    // Brotli's window: 256 kB, more than any page, where its 4 MB default made each response's
    // compressor allocate megabytes.
    brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } },
    filter: (_req, res) => COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? '')),
  });

  /**
   * What is already in memory, answered with one writeHead of headers put together in advance and
   * one write: the client build, and public pages already rendered and precompressed
   * (src/server/cache/response-cache.ts), before Astro runs. Returns false for everything else.
   */
  const answerFromMemory = (req: IncomingMessage, res: ServerResponse, reqId: string): boolean => {
    if (serveStatic(req, res, reqId)) return true;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const hit = cachedHitFor(req);
    if (!hit) return false;
    res.writeHead(hit.status, headersOfHit(hit).concat('Content-Length', String(hit.body.byteLength), 'X-Request-Id', reqId));
    res.end(hit.body);
    return true;
  };

  /** Everything Astro renders (and the few answers the HTTP layer gives before it). */
  const render = (req: IncomingMessage, res: ServerResponse, reqId: string) => {
    for (const name in baseline) res.setHeader(name, baseline[name]!);
    res.setHeader('X-Request-Id', reqId);
    // Astro sends the page's own CSP (script/style hashes); keep our baseline directives alongside.
    // compression's on-headers turns writeHead(status, headers) into setHeader calls, so hook setHeader.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = ((name: string, value: number | string | readonly string[]) =>
      setHeader(
        name,
        name.toLowerCase() === 'content-security-policy' ? mergeCsp(String(value)) : value,
      )) as typeof res.setHeader;

    if (!enforceBodyLimit(req, res)) return;
    if (refuseImageEndpoint(req, res)) return;

    compress(req as never, res as never, () => {
      const handle = async () => {
        // Its turn came after the visitor left: nothing to render for.
        if (res.destroyed) return;
        try {
          await handler(req, res);
        } catch (error) {
          logger.error({ err: errorText(error) }, 'unhandled error');
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
          res.end('Internal Server Error');
        }
      };
      // Requests with a body (sign-ins, uploads, edits) are few and may wait on a slow client's upload: not queued.
      if (req.method === 'GET' || req.method === 'HEAD') renders.run(handle);
      else void handle();
    });
  };

  /** A short answer before Astro: JSON under /api/ (as every API error), plain text elsewhere. */
  const answerEarly = (
    req: IncomingMessage,
    res: ServerResponse,
    reqId: string,
    status: number,
    message: string,
    headers: Record<string, string> = {},
  ) => {
    const api = req.url?.startsWith('/api/') ?? false;
    const body = api ? JSON.stringify({ error: message }) : message;
    res.writeHead(status, {
      ...baseline,
      ...headers,
      'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      'X-Request-Id': reqId,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const server = createServer(TIMEOUTS, (req, res) => {
    pinClientAddress(req, trustedProxyHops);
    // From here on every rule, the caches and Astro see one spelling of the target (request-target.ts).
    const target = canonicalTarget(req.url);
    if (target !== undefined) req.url = target;
    // The page store's own renders (src/server/cache/page-warming.ts): rendered, not logged or counted.
    if (isFillRequest(req.headers[FILL_HEADER])) {
      requestScope.run({ reqId: 'page-store' }, () => render(req, res, 'page-store'));
      return;
    }
    res.once('close', visitorRequestStarted());
    const reqId = logRequest(req, res);
    // As @astrojs/node's standalone handler did for a target that does not decode.
    if (target === undefined) return answerEarly(req, res, reqId, 400, 'Bad request');
    // The client files answer every method themselves (405 with their own Allow, static-files.ts).
    if (answerFromMemory(req, res, reqId)) return;
    // Astro would answer a method it cannot represent (TRACE …) with 500 (methods.ts).
    if (!isImplementedMethod(req.method)) {
      return answerEarly(req, res, reqId, 405, 'Method not allowed', { Allow: IMPLEMENTED_METHODS });
    }
    // Everything logged while this request is handled carries its id (src/server/log.ts).
    requestScope.run({ reqId }, () => render(req, res, reqId));
  });
  // Behind our proxy every connection is the proxy's: it caps them per client itself (connection-limits.ts).
  if (trustedProxyHops === 0) capConnectionsPerAddress(server);
  return server;
}
