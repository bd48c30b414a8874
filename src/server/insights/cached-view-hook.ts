/**
 * Lets the HTTP server report a page it answered from the response cache (src/server/http/http-server.ts
 * skips Astro for those), so cached pages are counted like rendered ones. The recorder lives in the
 * built Astro bundle and registers itself under a global symbol, as the cache lookup does
 * (src/server/cache/shared-hit.ts).
 */
import type { IncomingHttpHeaders } from 'node:http';

export type CachedViewObserver = (url: string, headers: IncomingHttpHeaders, remoteAddress: string | undefined) => void;

const KEY = Symbol.for('port-aransas-guide.insights-cached-view');

export function registerCachedViewObserver(observer: CachedViewObserver): void {
  (globalThis as Record<symbol, unknown>)[KEY] = observer;
}

export function reportCachedView(req: { url?: string; headers: IncomingHttpHeaders; socket?: { remoteAddress?: string } }): void {
  const observer = (globalThis as Record<symbol, unknown>)[KEY] as CachedViewObserver | undefined;
  if (!observer || !req.url) return;
  try {
    observer(req.url, req.headers, req.socket?.remoteAddress);
  } catch {
    // counting never breaks a response
  }
}
