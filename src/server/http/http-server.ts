/**
 * The one Node process: Astro's request handler behind a small HTTP server that adds compression
 * and security headers to every response (prerendered pages and assets included).
 */
import compression from 'compression';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { cachedHitFor } from '@/server/cache/shared-hit';
import { enforceBodyLimit } from '@/server/http/body-limit';
import { pinClientAddress } from '@/server/http/client-address';
import { refuseImageEndpoint } from '@/server/http/image-endpoint';
import { logger, logRequest } from '@/server/http/request-log';
import { mergeCsp, securityHeaders } from '@/server/http/security-headers';
import { reportCachedView } from '@/server/insights/cached-view-hook';
import { createStaticFileHandler, loadStaticFiles } from '@/server/http/static-files';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

export function createHttpServer(
  handler: Handler,
  { https, clientDir, trustedProxyHops = 0 }: { https: boolean; clientDir: string; trustedProxyHops?: number },
): Server {
  const baseline = securityHeaders({ https });
  // The client build, precompressed at build time, served from memory (no per-request compression).
  const serveStatic = createStaticFileHandler(loadStaticFiles(clientDir));
  const compress = compression({
    threshold: 1024,
    filter: (_req, res) => COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? '')),
  });

  return createServer((req, res) => {
    pinClientAddress(req, trustedProxyHops);
    const reqId = logRequest(req, res);
    for (const [name, value] of Object.entries(baseline)) res.setHeader(name, value);
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
    if (serveStatic(req, res)) return;

    // Public pages already rendered and precompressed (src/server/cache/response-cache.ts): skip Astro.
    const hit = cachedHitFor(req);
    if (hit) {
      res.writeHead(hit.status, Object.fromEntries(hit.headers));
      res.end(hit.body);
      reportCachedView(req);
      return;
    }

    compress(req as never, res as never, () => {
      Promise.resolve(handler(req, res)).catch((error: unknown) => {
        logger.error({ reqId, err: error instanceof Error ? error.message : String(error) }, 'unhandled error');
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('Internal Server Error');
      });
    });
  });
}
