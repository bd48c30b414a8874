/**
 * How the page store (src/server/cache/page-store.ts) renders a page in the background: a loopback
 * GET through this very server, once it listens, so the page is made exactly as a visitor's request
 * would make it (middleware, session, the page itself). One page at a time, each on a connection of
 * its own that closes with the answer: an idle keep-alive connection would hold a stopping server open
 * until its grace period ends.
 */
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BACKGROUND_USER_AGENT, registerPageRenderer } from '@/server/cache/page-warming';

const RENDER_TIMEOUT_MS = 30_000;

/** A wildcard listening address is reached on the loopback address of its family. */
const loopbackFor = (address: string) => (address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address);

export function registerBackgroundRenderer(server: Server): void {
  const { address, port } = server.address() as AddressInfo;
  const host = loopbackFor(address);
  registerPageRenderer(
    (path, headers) =>
      new Promise<void>((resolve, reject) => {
        const req = request(
          {
            host,
            port,
            path,
            agent: false,
            headers: { ...headers, 'user-agent': BACKGROUND_USER_AGENT, 'accept-encoding': 'identity', connection: 'close' },
          },
          (res) => {
            res.once('error', reject);
            res.once('end', resolve);
            res.resume();
          },
        );
        req.once('error', reject);
        req.setTimeout(RENDER_TIMEOUT_MS, () => req.destroy(new Error(`background render of ${path} timed out`)));
        req.end();
      }),
  );
}
