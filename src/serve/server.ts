/**
 * The production server (`npm start` runs it through src/cli/start.ts once the build and the database
 * are ready): Astro's request handler (@astrojs/node in middleware mode) behind node:http, with sirv for
 * the client build and `compression` for rendered answers. Middleware mode rather than standalone, because
 * standalone has no option for the security headers on static files, the body cap or the client-address
 * rule. Node runs this file as it is (type stripping); the site's own code comes from Astro's bundle, apart
 * from the few modules imported here.
 */
import compression from 'compression';
import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import pino from 'pino';
import { env } from '#src/config/env.ts';
import { LOG_OPTIONS, logDestination } from '#src/platform/server/log-destination.ts';
import { enforceBodyLimit } from './body-limit.ts';
import { pinClientAddress } from './client-address.ts';
import { capConnections, TIMEOUTS } from './connection-limits.ts';
import { logUncaughtExceptions, routeConsoleToLog } from './console-to-log.ts';
import { useStandardReasonPhrases } from './reason-phrase.ts';
import { loggedPath } from './secret-paths.ts';
import { securityHeaders } from './security-headers.ts';
import { staticFiles } from './static-files.ts';

const CLIENT_DIR = resolve('dist/client');
const SERVER_ENTRY = resolve('dist/server/entry.mjs');

/** Hashed build assets never change under their name; everything else a shared cache may keep briefly. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, s-maxage=600, stale-while-revalidate=86400, stale-if-error=86400';
/** Every method some route answers; the client build's files are only read. */
const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const FILE_METHODS = 'GET, HEAD, OPTIONS';
/** Every method a route outside /api/ answers: pages read, and some take their own form's POST. */
const PAGE_METHODS = 'GET, HEAD, POST, OPTIONS';
const REQUEST_ID = /^[\w.-]{8,64}$/;
/** How long a stop waits for requests still running. */
const SHUTDOWN_GRACE_MS = 10_000;

const { host, port, isHttps: https, trustProxyHops: trustedHops, databasePath } = env;
/** `npm run restore` refuses while this file names a live process (src/platform/server/ops/backup.ts). */
const pidFile = `${resolve(databasePath)}.server-pid`;

const logger = pino(LOG_OPTIONS, logDestination());
// Whatever Astro, React or Node print becomes a log line too, and so does a crash.
routeConsoleToLog(console, logger);
logUncaughtExceptions(logger);

/** Astro's request handler (the adapter's middleware mode). */
const { handler }: { handler: (req: IncomingMessage, res: ServerResponse) => Promise<void> } = await import(
  pathToFileURL(SERVER_ENTRY).href
);
const reactBuild = loadedReactBuild();
if (reactBuild === 'development') {
  logger.error('[start] refusing to serve: the development build of React was loaded');
  process.exit(1);
}

/** Which React build Astro's bundle loaded: the development one renders several times slower. */
function loadedReactBuild(): 'development' | 'production' | 'not loaded' {
  const loaded = Object.entries(createRequire(SERVER_ENTRY).cache)
    .filter(([path, mod]) => mod?.loaded && /[/\\]node_modules[/\\]react(-dom)?[/\\]cjs[/\\]/.test(path))
    .map(([path]) => path);
  if (loaded.some((path) => path.includes('.development.'))) return 'development';
  return loaded.some((path) => path.includes('.production.')) ? 'production' : 'not loaded';
}

const serveFile = staticFiles(CLIENT_DIR, { etag: true, brotli: true, gzip: true });
/** The client build's files by URL path, for the methods sirv does not look at. */
const clientFiles = new Set(
  readdirSync(CLIENT_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(CLIENT_DIR, join(entry.parentPath, entry.name)).replaceAll('\\', '/')}`),
);
const isClientFile = (path: string): boolean =>
  clientFiles.has(path) || clientFiles.has(`${path}.html`) || clientFiles.has(`${path.replace(/\/$/, '')}/index.html`);

/** Connect-style middleware; its types name Express's request and response, which node:http's are underneath. */
// Brotli's default 4 MB window is allocated whole for an answer over 64 KB in one write (a directory page of 24
// cards is about 72 KB), which more than doubled its CPU; a 256 KB window compresses these pages as well.
const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } }) as unknown as (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;
const baseline = securityHeaders({ https });

function answer(req: IncomingMessage, res: ServerResponse, status: number, message: string): void {
  const api = req.url?.startsWith('/api/') ?? false;
  const body = api ? JSON.stringify({ error: message }) : message;
  res.writeHead(status, {
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * One JSON line per request (path only: queries carry tokens, and a secret path is logged as its route, see
 * ./secret-paths.ts), under the id a proxy gave it or a new one, which Astro's middleware puts on every line
 * logged for the request.
 */
function logRequest(req: IncomingMessage, res: ServerResponse): void {
  const offered = req.headers['x-request-id'];
  const reqId = typeof offered === 'string' && REQUEST_ID.test(offered) ? offered : randomUUID();
  req.headers['x-request-id'] = reqId;
  res.setHeader('X-Request-Id', reqId);
  const started = performance.now();
  res.once('close', () => {
    const line = {
      reqId,
      method: req.method,
      path: loggedPath(req.url ?? '/'),
      status: res.statusCode,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (res.statusCode >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  });
}

/**
 * The target as a path and query. The absolute form (`GET http://host/path`, RFC 9112 §3.2.2) is read by its path
 * and query, as Astro would otherwise answer it with the home page; undefined for `*` and anything else that is no path.
 */
function originForm(target: string): string | undefined {
  if (target.startsWith('/')) return target;
  if (!/^https?:\/\//i.test(target) || !URL.canParse(target)) return undefined;
  const url = new URL(target);
  return url.pathname + url.search;
}

function render(req: IncomingMessage, res: ServerResponse): void {
  if (!enforceBodyLimit(req, res)) return;
  compress(req, res, () => void handler(req, res));
}

const server = createServer(TIMEOUTS, (req, res) => {
  pinClientAddress(req, trustedHops);
  useStandardReasonPhrases(res);
  logRequest(req, res);
  for (const name in baseline) res.setHeader(name, baseline[name]);
  if (stopping) res.setHeader('Connection', 'close');
  const target = originForm(req.url ?? '/');
  if (target === undefined) return answer(req, res, 400, 'Bad request');
  req.url = target;
  const path = target.split('?')[0] ?? '/';
  const method = req.method ?? 'GET';

  if (method === 'GET' || method === 'HEAD') {
    // One URL per built page (trailingSlash: 'never'): `/privacy/` is a spelling of `/privacy`.
    if (path.length > 1 && path.endsWith('/') && isClientFile(path)) {
      res.writeHead(301, { Location: path.slice(0, -1) + target.slice(path.length), 'Cache-Control': REVALIDATE });
      return res.end();
    }
    // Set before the file is looked up: a revalidation (304) is answered without calling back.
    res.setHeader('Cache-Control', path.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE);
    return serveFile(req, res, () => {
      res.removeHeader('Cache-Control');
      render(req, res);
    });
  }
  // Astro answers other methods on a prerendered page, and methods it cannot represent, with a 500.
  if (isClientFile(path) || !METHODS.split(', ').includes(method)) {
    res.setHeader('Allow', isClientFile(path) ? FILE_METHODS : METHODS);
    if (method === 'OPTIONS') return res.writeHead(204).end();
    return answer(req, res, 405, 'Method not allowed');
  }
  // Astro renders a page for any method it is sent (PUT / answered 200 with the home page); no route outside the
  // API takes PUT, PATCH or DELETE (tests/unit/serve/page-methods.test.ts reads src/pages to keep it so).
  if (!PAGE_METHODS.split(', ').includes(method) && !path.startsWith('/api/')) {
    res.setHeader('Allow', PAGE_METHODS);
    return answer(req, res, 405, 'Method not allowed');
  }
  render(req, res);
});
// Behind our proxy every connection is the proxy's, and it caps them per client itself.
if (trustedHops === 0) capConnections(server, logger);

let stopping = false;

/** Stop accepting, let requests in flight finish (idle keep-alive connections are closed), exit. */
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info(`[start] ${signal}: closing`);
  setTimeout(() => {
    logger.error('[start] shutdown grace period over: exiting with requests still open');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  // Node closes idle keep-alive connections itself, and each busy one once its answer is sent.
  server.close(() => {
    rmSync(pidFile, { force: true });
    process.exit(0);
  });
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  writeFileSync(pidFile, `${process.pid}\n`);
  // Whatever LOG_LEVEL says: operators and the tools that start the server (scripts/spawn-server.ts) wait for it.
  logger
    .child({}, { level: 'info' })
    .info(
      `[start] listening on http://${host}:${actualPort} (database ${databasePath}; NODE_ENV=${env.nodeEnv}, React ${reactBuild} build)`,
    );
});
