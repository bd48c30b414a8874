/**
 * The one Node process: Astro's request handler (@astrojs/node in middleware mode: it renders, it
 * serves no files) behind a small HTTP server that serves the client build from memory and adds
 * compression and security headers to every response (prerendered pages and assets included).
 */
import compression from 'compression';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { cachedHitFor } from '@/server/cache/shared-hit';
import { enforceBodyLimit } from '@/server/http/body-limit';
import { pinClientAddress } from '@/server/http/client-address';
import { refuseImageEndpoint } from '@/server/http/image-endpoint';
import { logRequest } from '@/server/http/request-log';
import { mergeCsp, securityHeaders } from '@/server/http/security-headers';
import { reportCachedView } from '@/server/insights/cached-view-hook';
import { createStaticFileHandler, loadStaticFiles } from '@/server/http/static-files';
import { errorText, logger, requestScope } from '@/server/log';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

function isDecodableUrl(url: string | undefined): boolean {
  try {
    decodeURI(url ?? '');
    return true;
  } catch {
    return false;
  }
}

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

  const serve = (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(baseline)) res.setHeader(name, value);
    // Astro sends the page's own CSP (script/style hashes); keep our baseline directives alongside.
    // compression's on-headers turns writeHead(status, headers) into setHeader calls, so hook setHeader.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = ((name: string, value: number | string | readonly string[]) =>
      setHeader(
        name,
        name.toLowerCase() === 'content-security-policy' ? mergeCsp(String(value)) : value,
      )) as typeof res.setHeader;

    // As @astrojs/node's standalone handler did (the adapter now runs in middleware mode: no files, no checks).
    if (!isDecodableUrl(req.url)) {
      res.writeHead(400);
      res.end('Bad request.');
      return;
    }
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
        logger.error({ err: errorText(error) }, 'unhandled error');
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('Internal Server Error');
      });
    });
  };

  return createServer((req, res) => {
    pinClientAddress(req, trustedProxyHops);
    const reqId = logRequest(req, res);
    // Everything logged while this request is handled carries its id (src/server/log.ts).
    requestScope.run({ reqId }, () => serve(req, res));
  });
}
