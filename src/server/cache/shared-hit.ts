/**
 * Lets the HTTP server (src/server/http/http-server.ts) answer a response-cache hit before Astro's pipeline
 * runs, which is most of a hit's cost. The cache lives inside the built Astro bundle (with its own
 * database connection), so it registers its lookup under a global symbol when it loads; until the
 * first request has loaded it, and for anything it does not hold, requests go to Astro as usual.
 */
import type { IncomingHttpHeaders } from 'node:http';

export interface CachedHit {
  status: number;
  /**
   * Everything but Content-Length (the HTTP server adds it from the body). The same array for every
   * hit of one entry, or of many entries alike: the server keys the headers it puts together on it.
   */
  headers: [string, string][];
  body: Uint8Array;
}

export type CacheLookup = (method: string, url: string, headers: IncomingHttpHeaders) => CachedHit | undefined;

const KEY = Symbol.for('port-aransas-guide.response-cache');

export function registerCacheLookup(lookup: CacheLookup): void {
  (globalThis as Record<symbol, unknown>)[KEY] = lookup;
}

export function cachedHitFor(req: { method?: string; url?: string; headers: IncomingHttpHeaders }): CachedHit | undefined {
  const lookup = (globalThis as Record<symbol, unknown>)[KEY] as CacheLookup | undefined;
  if (!lookup || !req.method || !req.url) return undefined;
  try {
    return lookup(req.method, req.url, req.headers);
  } catch {
    return undefined; // never let the shortcut break a request; Astro answers instead
  }
}
