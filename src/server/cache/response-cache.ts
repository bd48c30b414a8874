/**
 * A small in-process cache of public GET responses (directory, business and event pages, list
 * API), valid while the database is unchanged and for at most `ttlMs` (pages show time-dependent
 * things: 'Open now', 'Past Event'). Any write, from this process or another, empties it, so an
 * approval shows on the very next request. Only anonymous requests are served from it.
 */
import { getDb } from '@/server/db/client';
import { dataVersion } from '@/server/db/data-version';
import { chooseCoding, type Coding } from '@/server/http/content-coding';
import { bytes, codedHeaders, DECOMPRESS, FAST, smallerCopy, type Bytes, type Compressed } from './compress';
import { pageStore } from './page-store';
import { FILL_HEADER, isFillRequest } from './page-warming';
import { registerCacheLookup, type CachedHit } from './shared-hit';

/**
 * A cached response. Its body is kept compressed only (a page is 5 to 10 times smaller that way): at
 * 100,000 listings a search page is 71 kB as rendered and 11 kB in brotli, so the rendered copy
 * was 71 of every 82 kB the cache held (issue 17: the server's peak RSS). A client that takes no
 * compression, or another coding, gets the body decompressed from the kept copy.
 */
interface Entry {
  /** The body's length as rendered. */
  size: number;
  /** The bodies kept, per coding: one compressed copy at first (identity only for small bodies). */
  bodies: Partial<Record<Coding, Bytes>>;
  /** Codings whose smaller copy is done or under way (see recompress()). */
  recompressed: Partial<Record<Compressed, true>>;
  /** The headers per coding, put together once (the HTTP server keys the headers it sends on the array). */
  coded: Partial<Record<Coding, [string, string][]>>;
  status: number;
  headers: [string, string][];
  at: number;
  /** What the cache counted for this entry when it was stored (what remove() gives back). */
  charged: number;
}

/** A render just stored: its entry, and its body as rendered (not kept, but at hand for this request). */
interface Rendered {
  entry: Entry;
  body: Bytes;
}

/** Below this, compression saves less than it costs. */
const MIN_COMPRESS_BYTES = 1024;

/** The coding a client gets for this entry (identity for small bodies or clients that accept nothing). */
function codingFor(e: Entry | { size: number }, acceptEncoding: string | null): Coding {
  if (e.size < MIN_COMPRESS_BYTES) return 'identity';
  return chooseCoding(acceptEncoding) ?? 'identity';
}

/** The body as rendered, from whichever copy is kept. */
function rendered(e: Entry): Bytes {
  if (e.bodies.identity) return e.bodies.identity;
  const coding: Compressed = e.bodies.br ? 'br' : 'gzip';
  return bytes(DECOMPRESS[coding](e.bodies[coding]!));
}

/**
 * The entry's body in `coding`. A compressed coding not kept yet is made at the fast setting and
 * kept (the room for it was counted when the entry was stored); identity is decompressed for each
 * such client and not kept (they are few: browsers and crawlers all take compression). `asRendered`:
 * the body as rendered, when the caller still has it (the render that made the entry).
 */
function encoded(e: Entry, coding: Coding, asRendered?: Bytes): Bytes {
  const kept = e.bodies[coding];
  if (kept) return kept;
  if (coding === 'identity') return asRendered ?? rendered(e);
  return (e.bodies[coding] = bytes(FAST[coding](asRendered ?? rendered(e))));
}

/** A hit: from now on this entry is sent in the smaller copy, once it is ready (failures keep the fast one). */
function recompress(e: Entry, coding: Coding): void {
  if (coding === 'identity' || e.recompressed[coding]) return;
  e.recompressed[coding] = true;
  smallerCopy(coding, rendered(e)).then(
    (out) => {
      // None made (too many waiting): a later hit asks again.
      if (!out) return void delete e.recompressed[coding];
      e.bodies[coding] = bytes(out);
    },
    () => {},
  );
}

function respondParts(e: Entry, coding: Coding, asRendered?: Bytes): CachedHit {
  const headers = (e.coded[coding] ??= codedHeaders(e.headers, coding));
  return { status: e.status, headers, body: encoded(e, coding, asRendered) };
}

/** A hit as a Response (Astro's path): its headers plus the length the HTTP server adds on its own path. */
const asResponse = ({ status, headers, body }: CachedHit): Response =>
  new Response(body as Bytes, { status, headers: [...headers, ['content-length', String(body.byteLength)]] });

/** A cache hit: the answer, and the entry's smaller copy on its way. */
function respondToHit(e: Entry, acceptEncoding: string | null): CachedHit {
  const coding = codingFor(e, acceptEncoding);
  recompress(e, coding);
  return respondParts(e, coding);
}

/**
 * What an entry will hold: the copy kept now, and room for another coding's (a client asking for
 * gzip where brotli is kept, or the other way round).
 */
const entryBytes = (kept: Bytes, compressed: boolean) => (compressed ? 2 * kept.byteLength : kept.byteLength) + 512;

/**
 * The entry for a rendered response, kept in the coding its first client asked for (brotli for a
 * client that takes none: the next one most likely does).
 */
async function toEntry(response: Response, now: number, acceptEncoding: string | null): Promise<Rendered> {
  const body = new Uint8Array(await response.arrayBuffer());
  const asked = codingFor({ size: body.byteLength }, acceptEncoding);
  const coding = asked === 'identity' && body.byteLength >= MIN_COMPRESS_BYTES ? 'br' : asked;
  const kept = coding === 'identity' ? body : bytes(FAST[coding](body));
  const entry: Entry = {
    size: body.byteLength,
    bodies: { [coding]: kept },
    recompressed: {},
    coded: {},
    status: response.status,
    headers: [...response.headers],
    at: now,
    charged: entryBytes(kept, coding !== 'identity'),
  };
  return { entry, body };
}

const shareable = (r: Response) => r.status === 200 && !r.headers.has('set-cookie') && !r.headers.has('content-encoding');

type Outcome = Rendered | { response: Response };

export class ResponseCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  /** Renders in progress: concurrent misses for one key wait for the same render (no stampede). */
  private inflight = new Map<string, Promise<Outcome>>();
  private version = '';

  /**
   * `maxEntries` and `maxBytes` both bound it (the least recently used entries go first): the byte
   * bound keeps the server's memory predictable whatever the pages weigh (100,000 listings make
   * bigger directory pages, not more entries).
   */
  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
    private readonly ttlMs: number,
  ) {}

  private sync(sameTurn = false): string {
    const v = dataVersion(getDb().$client, { sameTurn });
    if (v !== this.version) {
      this.entries.clear();
      this.bytes = 0;
      this.version = v;
    }
    return v;
  }

  private remove(key: string, e: Entry): void {
    this.entries.delete(key);
    this.bytes -= e.charged;
  }

  private store(key: string, e: Entry): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    const size = e.charged;
    if (size > this.maxBytes) return;
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.bytes + size > this.maxBytes)) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.remove(oldestKey, oldest);
    }
    this.entries.set(key, e);
    this.bytes += size;
  }

  private lookup(key: string, now: number): Entry | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (now - e.at > this.ttlMs) {
      this.remove(key, e);
      return undefined;
    }
    // Re-insert: Map order doubles as least-recently-used order.
    this.entries.delete(key);
    this.entries.set(key, e);
    return e;
  }

  /**
   * A fresh cached entry for `key`, as status, headers and body: the HTTP server's synchronous
   * shortcut, where cache hits are served before Astro runs.
   */
  peek(key: string, acceptEncoding: string | null): CachedHit | undefined {
    this.sync(true);
    const hit = this.lookup(key, Date.now());
    return hit && respondToHit(hit, acceptEncoding);
  }

  /** The cached response for `key`, or `render()`'s, remembered when it is a shareable 200. */
  async serve(key: string, acceptEncoding: string | null, render: () => Response | Promise<Response>): Promise<Response> {
    const now = Date.now();
    const version = this.sync();
    const hit = this.lookup(key, now);
    if (hit) return asResponse(respondToHit(hit, acceptEncoding));

    let pending = this.inflight.get(key);
    const leader = !pending;
    if (!pending) {
      pending = (async (): Promise<Outcome> => {
        const response = await render();
        if (!shareable(response)) return { response };
        const made = await toEntry(response, now, acceptEncoding);
        // Store only if nothing was written while rendering (else the copy may already be stale).
        if (this.sync() === version) this.store(key, made.entry);
        return made;
      })();
      this.inflight.set(key, pending);
      void pending.finally(() => this.inflight.delete(key)).catch(() => {});
    }
    const outcome = await pending;
    if ('entry' in outcome) {
      const { entry, body } = outcome;
      return asResponse(respondParts(entry, codingFor(entry, acceptEncoding), body));
    }
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

/**
 * Pages weigh 25-70 kB as rendered and 5-12 kB compressed: 500 of them take about 6 MB, counted as
 * 12 with room for a second coding; the byte bound stops far bigger pages from taking more.
 */
const pageCache = new ResponseCache(500, 24 * 1024 * 1024, 60_000);

/**
 * Middleware helper: answer from the cache, or render and remember (listing pages also in the page
 * store, src/server/cache/page-store.ts). A background render for the store (page-warming.ts) is kept
 * there only and answered with an empty 204.
 */
export async function cachedPage(
  request: Request,
  url: URL,
  locals: App.Locals,
  render: () => Promise<Response>,
): Promise<Response> {
  if (!isCacheablePageRequest(request, url)) return render();
  const key = url.pathname + url.search;
  const renderAndKeep = (background = false) => pageStore().render(key, render, () => locals.listingPage, { background });
  if (isFillRequest(request.headers.get(FILL_HEADER))) {
    const { response, kept } = await renderAndKeep(true);
    await Promise.all([kept, response.body?.cancel()]);
    return new Response(null, { status: response.status === 200 ? 204 : response.status });
  }
  return pageCache.serve(key, request.headers.get('accept-encoding'), async () => (await renderAndKeep()).response);
}

/** Public list endpoints: same rules, keyed by the full query string. */
const apiCache = new ResponseCache(500, 8 * 1024 * 1024, 60_000);

export async function cachedJson(request: Request, url: URL, render: () => Response): Promise<Response> {
  if (request.headers.has('cookie') || request.headers.has('authorization')) return render();
  return apiCache.serve(url.pathname + url.search, request.headers.get('accept-encoding'), render);
}

/**
 * Same rules as cachedPage/cachedJson, for requests the HTTP server sees before Astro does. The request
 * target is the key, unparsed: entries are stored under a parsed URL's `pathname + search`, which parses
 * back to itself, and the HTTP server has already rewritten the target to its canonical spelling
 * (src/server/http/request-target.ts: `/business/%31` is `/business/1` by now), so a target equal to a
 * stored key names that very page (and only cacheable pages are ever stored). Anything else goes
 * through Astro, whose lookup parses it.
 */
registerCacheLookup((method, rawUrl, headers) => {
  if (method !== 'GET' || headers.cookie !== undefined || headers.authorization !== undefined) return undefined;
  const accept = typeof headers['accept-encoding'] === 'string' ? headers['accept-encoding'] : null;
  return pageCache.peek(rawUrl, accept) ?? apiCache.peek(rawUrl, accept) ?? pageStore().peek(rawUrl, accept);
});
