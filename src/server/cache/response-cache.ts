/**
 * A small in-process cache of public GET responses (directory, business and event pages, list
 * API), valid while the database is unchanged and for at most `ttlMs` (pages show time-dependent
 * things: 'Open now', 'Past Event'). Any write, from this process or another, empties it, so an
 * approval shows on the very next request. Only anonymous requests are served from it.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { getDb } from '../db/client';
import { dataVersion } from '@/server/db/data-version';
import { chooseCoding, type Coding } from '../http/content-coding';
import { registerCacheLookup, type CachedHit } from './shared-hit';

/** Bytes on a plain ArrayBuffer (what Response accepts). */
type Bytes = Uint8Array<ArrayBuffer>;
const bytes = (b: Uint8Array): Bytes => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength);

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compression of a cached body, once per coding and only when a client asks for that coding, in
 * zlib's thread pool (never on the event loop): a miss costs one compression, not two synchronous ones.
 * Brotli quality 4 is about as fast as gzip 6 on a page and still smaller.
 */
const COMPRESS: Record<Exclude<Coding, 'identity'>, (body: Bytes) => Promise<Buffer>> = {
  br: (body) =>
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

interface Entry {
  /** The body as rendered; compressed copies are added as clients ask for them (see encoded()). */
  identity: Bytes;
  compressed: Partial<Record<Coding, Bytes>>;
  compressing: Partial<Record<Coding, Promise<Bytes>>>;
  /** The answer per coding, put together on its first hit and reused (the HTTP server keys on it). */
  answers: Partial<Record<Coding, CachedHit>>;
  status: number;
  headers: [string, string][];
  at: number;
}

/** Below this, compression saves less than it costs. */
const MIN_COMPRESS_BYTES = 1024;

/** The coding a client gets for this entry (identity for small bodies or clients that accept nothing). */
function codingFor(e: Entry, acceptEncoding: string | null): Coding {
  if (e.identity.byteLength < MIN_COMPRESS_BYTES) return 'identity';
  return chooseCoding(acceptEncoding) ?? 'identity';
}

/** The entry's body in `coding`, compressing it once (concurrent callers share the work). */
function encoded(e: Entry, coding: Coding): Bytes | Promise<Bytes> {
  if (coding === 'identity') return e.identity;
  const ready = e.compressed[coding];
  if (ready) return ready;
  return (e.compressing[coding] ??= COMPRESS[coding](e.identity).then((out) => {
    e.compressed[coding] = bytes(out);
    delete e.compressing[coding];
    return e.compressed[coding]!;
  }));
}

function respondParts(e: Entry, coding: Coding, body: Bytes): CachedHit {
  const ready = e.answers[coding];
  if (ready) return ready;
  const headers = e.headers.filter(([name]) => name !== 'vary' && name !== 'content-encoding');
  headers.push(['vary', 'Accept-Encoding']);
  if (coding !== 'identity') headers.push(['content-encoding', coding]);
  headers.push(['content-length', String(body.byteLength)]);
  return (e.answers[coding] = { status: e.status, headers, body });
}

async function respond(e: Entry, acceptEncoding: string | null): Promise<Response> {
  const coding = codingFor(e, acceptEncoding);
  const { status, headers, body } = respondParts(e, coding, await encoded(e, coding));
  return new Response(body as Bytes, { status, headers: [...headers] });
}

async function toEntry(response: Response, now: number): Promise<Entry> {
  return {
    identity: new Uint8Array(await response.arrayBuffer()),
    compressed: {},
    compressing: {},
    answers: {},
    status: response.status,
    // x-astro-* are Astro's internal markers, removed by its adapter before sending.
    headers: [...response.headers].filter(([name]) => name !== 'content-length' && !name.startsWith('x-astro-')),
    at: now,
  };
}

const shareable = (r: Response) => r.status === 200 && !r.headers.has('set-cookie') && !r.headers.has('content-encoding');

type Outcome = { entry: Entry } | { response: Response };

class ResponseCache {
  private entries = new Map<string, Entry>();
  /** Renders in progress: concurrent misses for one key wait for the same render (no stampede). */
  private inflight = new Map<string, Promise<Outcome>>();
  private version = '';

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  private sync(sameTurn = false): string {
    const v = dataVersion(getDb().$client, { sameTurn });
    if (v !== this.version) {
      this.entries.clear();
      this.version = v;
    }
    return v;
  }

  private lookup(key: string, now: number): Entry | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (now - e.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert: Map order doubles as least-recently-used order.
    this.entries.delete(key);
    this.entries.set(key, e);
    return e;
  }

  /**
   * A fresh cached entry for `key`, as status, headers and body (the HTTP server's synchronous
   * shortcut, and the place a cache hit is served). When the client's coding is not compressed yet,
   * its compression starts and the request goes the async way (serve()), which waits for it.
   */
  peek(key: string, acceptEncoding: string | null): CachedHit | undefined {
    this.sync(true);
    const hit = this.lookup(key, Date.now());
    if (!hit) return undefined;
    const coding = codingFor(hit, acceptEncoding);
    const body = encoded(hit, coding);
    if (!(body instanceof Promise)) return respondParts(hit, coding, body);
    body.catch(() => {}); // serve() awaits it and reports a failure; nothing to do here
    return undefined;
  }

  /** The cached response for `key`, or `render()`'s, remembered when it is a shareable 200. */
  async serve(key: string, acceptEncoding: string | null, render: () => Response | Promise<Response>): Promise<Response> {
    const now = Date.now();
    const version = this.sync();
    const hit = this.lookup(key, now);
    if (hit) return respond(hit, acceptEncoding);

    let pending = this.inflight.get(key);
    const leader = !pending;
    if (!pending) {
      pending = (async (): Promise<Outcome> => {
        const response = await render();
        if (!shareable(response)) return { response };
        const entry = await toEntry(response, now);
        // Store only if nothing was written while rendering (else the copy may already be stale).
        if (this.sync() === version) {
          if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
          this.entries.set(key, entry);
        }
        return { entry };
      })();
      this.inflight.set(key, pending);
      void pending.finally(() => this.inflight.delete(key)).catch(() => {});
    }
    const outcome = await pending;
    if ('entry' in outcome) return respond(outcome.entry, acceptEncoding);
    // A response that cannot be shared (404, cookies …) belongs to the leader; others render their own.
    return leader ? outcome.response : render();
  }
}

/** Public pages served from the cache: paths only, never query strings that carry per-visitor state. */
const CACHEABLE_PAGE = /^\/(business-directory|business\/[^/]+|events(\/\d+)?|search)$/;
const PER_VISITOR_PARAMS = ['success', 'canceled', 'session_id'];

const isCacheablePage = (url: URL) =>
  CACHEABLE_PAGE.test(url.pathname) && !PER_VISITOR_PARAMS.some((p) => url.searchParams.has(p));

export function isCacheablePageRequest(request: Request, url: URL): boolean {
  if (request.method !== 'GET' || request.headers.has('cookie') || request.headers.has('authorization')) return false;
  return isCacheablePage(url);
}

const pageCache = new ResponseCache(500, 60_000);

/** Middleware helper: answer from the cache, or render and remember. */
export async function cachedPage(request: Request, url: URL, render: () => Promise<Response>): Promise<Response> {
  if (!isCacheablePageRequest(request, url)) return render();
  return pageCache.serve(url.pathname + url.search, request.headers.get('accept-encoding'), render);
}

/** Public list endpoints: same rules, keyed by the full query string. */
const apiCache = new ResponseCache(500, 60_000);

export async function cachedJson(request: Request, url: URL, render: () => Response): Promise<Response> {
  if (request.headers.has('cookie') || request.headers.has('authorization')) return render();
  return apiCache.serve(url.pathname + url.search, request.headers.get('accept-encoding'), render);
}

/**
 * Same rules as cachedPage/cachedJson, for requests the HTTP server sees before Astro does. The raw
 * request target is the key, unparsed: entries are stored under a parsed URL's `pathname + search`,
 * which parses back to itself, so a raw target equal to a stored key names that very page (and only
 * cacheable pages are ever stored). A target written differently (`/business/%31`, a fragment, an
 * absolute URL) finds nothing here and goes through Astro, whose lookup parses it.
 */
registerCacheLookup((method, rawUrl, headers) => {
  if (method !== 'GET' || headers.cookie !== undefined || headers.authorization !== undefined) return undefined;
  const accept = typeof headers['accept-encoding'] === 'string' ? headers['accept-encoding'] : null;
  return pageCache.peek(rawUrl, accept) ?? apiCache.peek(rawUrl, accept);
});
