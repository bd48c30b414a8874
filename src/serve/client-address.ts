/**
 * The client address every rate limit and audit entry uses. Astro's Node adapter takes the FIRST
 * X-Forwarded-For entry as the client address, which any client can write, so the HTTP layer
 * decides the address before Astro sees the request and leaves exactly that one value in the header.
 *
 * Without a trusted proxy it is the socket's peer. Behind `TRUST_PROXY` = N proxies of ours, each
 * proxy appends the address it received the connection from, so the trustworthy entry is the N-th
 * from the right; anything left of it was written by the client and is ignored.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

export function resolveClientAddress(req: IncomingMessage, trustedHops: number): string {
  const socketAddress = normalize(req.socket.remoteAddress) ?? 'unknown';
  if (trustedHops <= 0) return socketAddress;
  const header = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Our proxy always appends; a request that reached us without its entry did not pass through it.
  const hop = entries[entries.length - trustedHops];
  return normalize(hop) ?? socketAddress;
}

/** Replaces the forwarding headers so the adapter (and anything after it) sees only the decided address. */
export function pinClientAddress(req: IncomingMessage, trustedHops: number): string {
  const address = resolveClientAddress(req, trustedHops);
  req.headers['x-forwarded-for'] = address;
  if (trustedHops <= 0) {
    // Without our proxy these are the client's own words too (the adapter would trust the scheme).
    delete req.headers['x-forwarded-proto'];
    delete req.headers['x-forwarded-host'];
    delete req.headers['x-forwarded-port'];
  }
  return address;
}

/** `::ffff:127.0.0.1` → `127.0.0.1`; anything that is not an IP address → undefined. */
function normalize(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const unmapped = value.startsWith('::ffff:') && isIP(value.slice(7)) === 4 ? value.slice(7) : value;
  return isIP(unmapped) ? unmapped : undefined;
}
