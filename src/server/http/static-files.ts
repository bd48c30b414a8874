/**
 * Serves the client build (`dist/client`: prerendered pages, hashed `/_astro/*` assets, images) from
 * memory, with the `.br`/`.gz` copies written at build time (src/integrations/precompress.mjs): no
 * file system call and no compression on a request. The whole folder is read once at start-up (it is
 * small, ~2 MB, and never changes while the server runs: a new build means a restart).
 *
 * Answers GET/HEAD for known files only (a Range header is ignored: the whole file, as HTTP allows),
 * and redirects a page's URL with a trailing slash to the one without (trailingSlash: 'never'). Other
 * methods on a known file get 405 (OPTIONS: 204) with `Allow`: Astro has no handler for a prerendered
 * page and would answer 500 (N10).
 * Everything else (on-demand routes, error pages) is left to Astro's handler, which serves no files:
 * the adapter runs in middleware mode, so an on-demand request costs no file-system lookups.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { chooseCoding, type Coding } from './content-coding';
import { FILE_METHODS } from './methods';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

/** Content-hashed build output: the name changes with the content, so browsers may keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (prerendered pages, images under stable names): revalidate with the ETag. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

interface Variant {
  body: Buffer;
  etag: string;
}

export interface StaticFile {
  type: string;
  cacheControl: string;
  lastModified: string;
  /** identity always; br/gzip when the build wrote them. */
  variants: Partial<Record<Coding, Variant>> & { identity: Variant };
  /** Codings on offer, best first; Vary: Accept-Encoding is sent when there is more than identity. */
  codings: Coding[];
}

/** Error pages are Astro's to send (with their status); they are not URLs of their own. */
const ERROR_PAGES = new Set(['404.html', '500.html', '404/index.html', '500/index.html']);

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

const etagOf = (body: Buffer, suffix: string) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}${suffix}"`;

/** URL path(s) a built file answers to: `privacy/index.html` is `/privacy` (trailingSlash: 'never'). */
function urlPaths(rel: string): string[] {
  const path = `/${rel.split(sep).join('/')}`;
  if (path === '/index.html') return ['/'];
  if (path.endsWith('/index.html')) return [path.slice(0, -'/index.html'.length)];
  return [path];
}

/** Reads the client build into a map of URL path → file. */
export function loadStaticFiles(clientDir: string, assetsPrefix = '/_astro/'): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const path of walk(clientDir)) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    const rel = relative(clientDir, path);
    if (ERROR_PAGES.has(rel.split(sep).join('/')) || rel.split(sep).some((part) => part.startsWith('.'))) continue;
    const body = readFileSync(path);
    const variants: StaticFile['variants'] = { identity: { body, etag: etagOf(body, '') } };
    for (const [coding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      try {
        const compressed = readFileSync(path + ext);
        variants[coding] = { body: compressed, etag: etagOf(body, `-${coding}`) };
      } catch {
        // not written (not compressible, or not smaller): identity only
      }
    }
    const codings = (['br', 'gzip', 'identity'] as const).filter((c) => variants[c]);
    for (const url of urlPaths(rel)) {
      files.set(url, {
        type: TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
        cacheControl: url.startsWith(assetsPrefix) ? IMMUTABLE : REVALIDATE,
        lastModified: statSync(path).mtime.toUTCString(),
        variants,
        codings,
      });
    }
  }
  return files;
}

/** True when the client's cached copy (If-None-Match, else If-Modified-Since) is still current. */
function notModified(req: IncomingMessage, file: StaticFile, etag: string): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  }
  const since = req.headers['if-modified-since'];
  return since !== undefined && Date.parse(since) >= Date.parse(file.lastModified);
}

/**
 * Pathname without the query string, decoded as Astro's router decodes it (decodeURI: `%2F` stays an
 * escape, so `/_astro%2Fx.js` is not `/_astro/x.js`); undefined when it cannot be a file of ours.
 */
function pathnameOf(url: string | undefined): string | undefined {
  if (!url || url.charCodeAt(0) !== 47 /* / */) return undefined;
  let end = url.indexOf('?');
  const hash = url.indexOf('#');
  if (hash !== -1 && (end === -1 || hash < end)) end = hash;
  const raw = end === -1 ? url : url.slice(0, end);
  if (!raw.includes('%')) return raw;
  try {
    return decodeURI(raw);
  } catch {
    return undefined;
  }
}

/** `/privacy/?x=1` → `/privacy?x=1` when `/privacy` is a built page; undefined otherwise. */
function withoutTrailingSlash(url: string, path: string, files: Map<string, StaticFile>): string | undefined {
  if (path.length < 2 || !path.endsWith('/') || !files.has(path.slice(0, -1))) return undefined;
  const query = url.indexOf('?');
  return path.slice(0, -1) + (query === -1 ? '' : url.slice(query));
}

/** A file's answers with every header written out once (flat name/value lists for writeHead). */
interface PreparedFile {
  file: StaticFile;
  byCoding: Partial<Record<Coding, { variant: Variant; ok: string[]; notModified: string[] }>>;
}

const flat = (headers: Record<string, string>) => Object.entries(headers).flat();

function prepare(file: StaticFile, extraHeaders: Record<string, string>): PreparedFile {
  const byCoding: PreparedFile['byCoding'] = {};
  for (const coding of file.codings) {
    const variant = file.variants[coding]!;
    const validators: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': file.cacheControl,
      ETag: variant.etag,
      'Last-Modified': file.lastModified,
      ...(file.codings.length > 1 ? { Vary: 'Accept-Encoding' } : {}),
    };
    byCoding[coding] = {
      variant,
      ok: flat({
        ...validators,
        ...(coding === 'identity' ? {} : { 'Content-Encoding': coding }),
        'Content-Length': String(variant.body.byteLength),
        ...extraHeaders,
      }),
      notModified: flat({ ...validators, ...extraHeaders }),
    };
  }
  return { file, byCoding };
}

/**
 * A request handler for the built client files: answers and returns true when the request is a
 * GET/HEAD of one of them (200, or 304 when the client's copy is current; 301 for a page's URL with a
 * trailing slash) or another method on one of them (405, or 204 for OPTIONS, with `Allow`); returns
 * false otherwise. `extraHeaders` (the security headers) go on every answer;
 * the headers of each file and coding are put together once, here, so an answer is one writeHead
 * (plus the request's own id, when given) and one write.
 */
export function createStaticFileHandler(files: Map<string, StaticFile>, extraHeaders: Record<string, string> = {}) {
  const prepared = new Map<string, PreparedFile>();
  const preparedOf = new Map<StaticFile, PreparedFile>();
  for (const [url, file] of files) {
    let ready = preparedOf.get(file);
    if (!ready) preparedOf.set(file, (ready = prepare(file, extraHeaders)));
    prepared.set(url, ready);
  }
  const withId = (headers: string[], requestId: string | undefined) =>
    requestId === undefined ? headers : headers.concat('X-Request-Id', requestId);
  const notAllowed = 'Method not allowed';
  const options = flat({ Allow: FILE_METHODS, ...extraHeaders });
  const refused = flat({
    Allow: FILE_METHODS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(notAllowed)),
    ...extraHeaders,
  });

  return (req: IncomingMessage, res: ServerResponse, requestId?: string): boolean => {
    const path = pathnameOf(req.url);
    const entry = path === undefined ? undefined : prepared.get(path);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      if (!entry) return false;
      if (req.method === 'OPTIONS') res.writeHead(204, withId(options, requestId)).end();
      else res.writeHead(405, withId(refused, requestId)).end(notAllowed);
      return true;
    }
    if (!entry) {
      const location = path === undefined ? undefined : withoutTrailingSlash(req.url!, path, files);
      if (location === undefined) return false;
      res.writeHead(301, withId(flat({ Location: location, ...extraHeaders }), requestId));
      res.end();
      return true;
    }
    const { file } = entry;
    const coding =
      file.codings.length > 1 ? (chooseCoding(req.headers['accept-encoding'], file.codings) ?? 'identity') : 'identity';
    const answer = entry.byCoding[coding] ?? entry.byCoding.identity!;
    if (notModified(req, file, answer.variant.etag)) {
      res.writeHead(304, withId(answer.notModified, requestId));
      res.end();
      return true;
    }
    res.writeHead(200, withId(answer.ok, requestId));
    res.end(req.method === 'HEAD' ? undefined : answer.variant.body);
    return true;
  };
}
