/**
 * Work the first visitors would otherwise pay for, done before the server listens: loading the
 * middleware and the directory's code, opening the database and building the in-memory search index
 * (src/server/db/queries/directory-index.ts; ~1–2 s with 100,000 listings). The requests go through
 * the real handler on a private loopback port, so exactly what a visitor's request would initialise is
 * initialised; they identify as a bot so visit counters ignore them.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { logger } from '@/server/log';

// A search that matches (so the card and pagination code runs too), and the list API.
const PATHS = ['/business-directory?q=e', '/api/businesses?q=start-up-warm-up&limit=1'];

/** Runs the warm-up requests through `server` (the real one, before it listens) on a private port, then closes it again. */
export async function warmUp(server: Server): Promise<number> {
  const started = performance.now();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    for (const path of PATHS) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { 'user-agent': 'PortAransasGuide-WarmUp/1.0 (bot)', connection: 'close' },
      });
      await response.arrayBuffer();
      if (!response.ok) logger.warn(`[start] warm-up ${path} answered ${response.status}`);
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  return performance.now() - started;
}
