/**
 * How long a connection may take and how many one client may hold: one host opening thousands of
 * idle or half-sent connections must not take the process's file descriptors from everybody else.
 *
 * - Timeouts are Node's own (http.Server options), set here once.
 * - The per-address cap is not: Node only has a global `maxConnections`, which would let one host lock
 *   everybody out. It is a count per address kept on `connection`/`close`; a connection over the cap
 *   is closed before a byte of it is read.
 * - A total below the process's descriptor limit keeps a reserve against many addresses at once (80 addresses ×
 *   256 took all 20,000 descriptors of the outside test's server, and `/healthz` went unanswered for 30 s). Not
 *   Node's `maxConnections`, which refuses everyone alike: at the total, a connection from this machine (the
 *   monitor, a local proxy) still gets in on the reserve, and the idle keep-alive connections are closed so that
 *   the next visitor from anywhere finds room (a browser simply opens a new one). Half-sent ones go at the header
 *   timeout.
 *
 * Behind TRUST_PROXY every socket comes from the proxy, so the cap is off there: the proxy holds the
 * visitors' connections and limits them per client (docs/deployment.md), and Node's timeouts still apply.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { clientKey } from '#src/platform/server/security/client-key.ts';

/**
 * Open connections one address may hold. A browser opens at most 6 to a site and keeps them for the
 * keep-alive time below after its last request, so 256 is some 40 visitors behind one NAT (a hotel, a
 * café, a carrier's shared address) all loading pages within the same minute: more than this town's
 * site sees from one address, and a small share of the descriptors the process may hold (the outside
 * test's server had 20,000).
 */
export const MAX_CONNECTIONS_PER_ADDRESS = 256;

export const TIMEOUTS = {
  /** Until the request's headers are in: a real client sends them in one packet; slowloris never finishes. */
  headersTimeout: 10_000,
  /**
   * Until the whole request is in: the largest body (an 11 MB photo, ./body-limit.ts)
   * over a 0.5 Mbit/s upload takes about 180 s.
   */
  requestTimeout: 180_000,
  /**
   * Idle keep-alive connections close after this. Longer than a proxy's usual idle timeout (60 s), so
   * the proxy, not Node, closes a pooled connection and never sends a request on one Node is closing.
   */
  keepAliveTimeout: 65_000,
  /**
   * How often Node checks the two request timeouts: its default, 30 s, would let a 10 s header timeout run
   * to 40 s (the outside test saw half-sent headers held 90 s with the old 60 s timeout).
   */
  connectionsCheckingInterval: 1_000,
};

/** This machine's own default loopback address: a local proxy, the command-line tools, the tests' own requests. */
const OWN_MACHINE = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whose connection this is: its client key (src/platform/server/security/client-key.ts: an IPv4 address, or an
 * IPv6 address's /64). Undefined for this machine's own loopback address, which is never capped.
 */
export function connectionOwner(address: string | undefined): string | undefined {
  return !address || OWN_MACHINE.has(address) ? undefined : clientKey(address);
}

/**
 * Descriptors kept back from visitors' connections: the database and its WAL, the log, mail and Stripe sockets,
 * uploads being written, photo work, and this machine's own connections (at least 128, or a tenth of the limit).
 */
export function reservedDescriptors(limit: number): number {
  return Math.max(128, Math.ceil(limit / 10));
}

/**
 * The process's soft limit on open files (`Max open files` in /proc/self/limits: what `ulimit -n` says in a shell,
 * and systemd's `LimitNOFILE`); undefined where there is no /proc or no limit.
 */
export function openFileLimit(limits = readProcLimits()): number | undefined {
  const soft = /^Max open files\s+(\d+)\s/m.exec(limits ?? '')?.[1];
  return soft === undefined ? undefined : Number(soft);
}

function readProcLimits(): string | undefined {
  try {
    return readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return undefined;
  }
}

/** How many connections visitors may hold in all: the descriptor limit less the reserve. */
export function connectionBudget(limit = openFileLimit()): number | undefined {
  return limit === undefined ? undefined : Math.max(1, limit - reservedDescriptors(limit));
}

/** At most one sweep of idle connections a second, however fast refused connections arrive. */
const IDLE_SWEEP_MS = 1_000;

/**
 * Closes every connection past `perAddress` from one owner (connectionOwner) while that many are open, and, once
 * `total` connections are open, every new one from outside this machine, closing the idle ones to make room.
 */
export function capConnections(
  server: Server,
  logger: Logger,
  { perAddress = MAX_CONNECTIONS_PER_ADDRESS, total = connectionBudget() }: { perAddress?: number; total?: number } = {},
): void {
  const open = new Map<string, { count: number; warned: boolean }>();
  let all = 0;
  let warnedFull = false;
  let lastSweep = 0;
  server.on('connection', (socket) => {
    const owner = connectionOwner(socket.remoteAddress);
    if (total !== undefined && all >= total && owner !== undefined) {
      // Once per episode (until a tenth of the room is free again), as for one address below.
      if (!warnedFull) {
        warnedFull = true;
        logger.warn({ open: all }, '[http] connection refused: the server holds as many connections as it allows');
      }
      const now = Date.now();
      if (now - lastSweep >= IDLE_SWEEP_MS) {
        lastSweep = now;
        server.closeIdleConnections();
      }
      socket.destroy();
      return;
    }
    all++;
    socket.once('close', () => {
      if (--all < (total ?? 0) * 0.9) warnedFull = false;
    });
    if (owner === undefined) return;
    const entry = open.get(owner) ?? { count: 0, warned: false };
    if (entry.count >= perAddress) {
      // Once per episode (until the owner's connections are all closed): the alert, not a flood of lines.
      if (!entry.warned) {
        entry.warned = true;
        logger.warn(
          { address: owner, open: entry.count },
          '[http] connection refused: too many open connections from one address',
        );
      }
      socket.destroy();
      return;
    }
    entry.count++;
    open.set(owner, entry);
    socket.once('close', () => {
      if (--entry.count === 0) open.delete(owner);
    });
  });
}
