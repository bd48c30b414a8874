/**
 * A small in-process cache of public GET responses (directory, business and event pages, list
 * API), valid while the database is unchanged and for at most `ttlMs` (pages show time-dependent
 * things: 'Open now', 'Past Event'). Any write, from this process or another, empties it, so an
 * approval shows on the very next request. Only anonymous requests are served from it.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { getDb } from '../db/client';
import { dataVersion } from '../db/queries/directory-index';
import { registerCacheLookup, type CachedHit } from './shared-hit';

/** Bytes on a plain ArrayBuffer (what Response accepts). */
type Bytes = Uint8Array<ArrayBuffer>;
const bytes = (b: Uint8Array): Bytes => new Uint8Array(b);

interface Entry {
  /** The body as sent, and precompressed once, so a hit costs no compression work (the HTTP server's
   * compression middleware leaves responses that already carry a Content-Encoding alone). */
  bodies: { identity: Bytes; br: Bytes; gzip: Bytes };
  status: number;
  headers: [string, string][];
  at: number;
}

/** br when the client takes it, else gzip, else none (q-values are not worth parsing here). */
function pickEncoding(acceptEncoding: string | null): 'br' | 'gzip' | 'identity' {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

function respondParts(e: Entry, acceptEncoding: string | null): CachedHit {
  const encoding = pickEncoding(acceptEncoding);
  const headers = e.headers.filter(([name]) => name !== 'vary' && name !== 'content-encoding');
  headers.push(['vary', 'Accept-Encoding']);
  if (encoding !== 'identity') headers.push(['content-encoding', encoding]);
  const body = e.bodies[encoding];
  headers.push(['content-length', String(body.byteLength)]);
  return { status: e.status, headers, body };
}

function respond(e: Entry, acceptEncoding: string | null): Response {
  const { status, headers, body } = respondParts(e, acceptEncoding);
  return new Response(body as Bytes, { status, headers });
}

async function toEntry(response: Response, now: number): Promise<Entry> {
  const identity = new Uint8Array(await response.arrayBuffer());
  return {
    bodies: {
      identity,
      br: bytes(brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
      gzip: bytes(gzipSync(identity, { level: 6 })),
    },
    status: response.status,
    // x-astro-* are Astro's internal markers, removed by its adapter before sending.
    headers: [...response.headers].filter(([name]) => name !== 'content-length' && !name.startsWith('x-astro-')),
    at: now,
  };
}

const shareable = (r: Response) => r.status === 200 && !r.headers.has('set-cookie') && !r.headers.has('content-encoding');

type Outcome = { entry: Entry } | { response: Response };

export class ResponseCache {
  private entries = new Map<string, Entry>();
  /** Renders in progress: concurrent misses for one key wait for the same render (no stampede). */
  private inflight = new Map<string, Promise<Outcome>>();
  private version = '';

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  private sync(): string {
    const v = dataVersion(getDb().$client);
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

  /** A fresh cached entry for `key`, as status, headers and body (for the HTTP server's shortcut). */
  peek(key: string, acceptEncoding: string | null): CachedHit | undefined {
    this.sync();
    const hit = this.lookup(key, Date.now());
    return hit && respondParts(hit, acceptEncoding);
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

export const pageCache = new ResponseCache(500, 60_000);

/** Middleware helper: answer from the cache, or render and remember. */
export async function cachedPage(request: Request, url: URL, render: () => Promise<Response>): Promise<Response> {
  if (!isCacheablePageRequest(request, url)) return render();
  return pageCache.serve(url.pathname + url.search, request.headers.get('accept-encoding'), render);
}

/** Public list endpoints: same rules, keyed by the full query string. */
export const apiCache = new ResponseCache(500, 60_000);

export async function cachedJson(request: Request, url: URL, render: () => Response): Promise<Response> {
  if (request.headers.has('cookie') || request.headers.has('authorization')) return render();
  return apiCache.serve(url.pathname + url.search, request.headers.get('accept-encoding'), render);
}

// Same rules as cachedPage/cachedJson, for requests the HTTP server sees before Astro does.
registerCacheLookup((method, rawUrl, headers) => {
  if (method !== 'GET' || headers.cookie !== undefined || headers.authorization !== undefined) return undefined;
  const url = new URL(rawUrl, 'http://localhost');
  const key = url.pathname + url.search;
  const accept = typeof headers['accept-encoding'] === 'string' ? headers['accept-encoding'] : null;
  if (url.pathname === '/api/businesses') return apiCache.peek(key, accept);
  return isCacheablePage(url) ? pageCache.peek(key, accept) : undefined;
});
