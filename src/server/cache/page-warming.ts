/**
 * What the page store (src/server/cache/page-store.ts, inside the built Astro bundle) needs from the
 * HTTP server (src/server/http/http-server.ts, compiled separately): whether visitors are being served
 * right now, and a way to have a page rendered. Both halves carry their own copy of this module, so the
 * state lives under a global symbol (as shared-hit.ts does for cache hits).
 */
import { randomBytes } from 'node:crypto';

interface Shared {
  /** Visitors' requests being handled (background renders not counted). */
  active: number;
  /** When the last of them ended (performance.now()). */
  lastEnded: number;
  /** Renders `path` through the real server (a loopback request); set once the server listens. */
  render?: (path: string) => Promise<void>;
  /** Marks a background render's request, so it skips the log, the caches and the counters. */
  readonly token: string;
}

const KEY = Symbol.for('port-aransas-guide.page-warming');
const shared = ((globalThis as Record<symbol, unknown>)[KEY] ??= {
  active: 0,
  lastEnded: 0,
  token: randomBytes(18).toString('base64url'),
}) as Shared;

/** Background renders identify as a bot: visit counters leave them out. */
export const BACKGROUND_USER_AGENT = 'PortAransasGuide-PageStore/1.0 (bot)';

/** The request header a background render carries (its value: the process's token). */
export const FILL_HEADER = 'x-page-store-fill';

export const isFillRequest = (value: string | string[] | null | undefined): boolean => value === shared.token;

export function visitorRequestStarted(): () => void {
  shared.active++;
  let done = false;
  return () => {
    if (!done) {
      shared.active--;
      shared.lastEnded = performance.now();
    }
    done = true;
  };
}

/**
 * A background render holds the event loop for a few milliseconds: it starts only when no visitor
 * has been served for this long, so a visitor's next request (a page's follow-up, a crawler's next
 * URL) does not arrive in the middle of one.
 */
const QUIET_MS = 50;

export const serverIsIdle = (): boolean => shared.active === 0 && performance.now() - shared.lastEnded >= QUIET_MS;

/** The HTTP server, once listening: how to render a page in the background (undefined: it is closing). */
export function registerPageRenderer(render?: (path: string, headers: Record<string, string>) => Promise<void>): void {
  shared.render = render && ((path) => render(path, { [FILL_HEADER]: shared.token }));
}

export const pageRenderer = (): ((path: string) => Promise<void>) | undefined => shared.render;
