/**
 * Work the first visitors would otherwise pay for, done before the server listens: loading the
 * middleware and the directory's code, opening the database and building the in-memory search index
 * (src/server/db/queries/directory-index.ts; ~1–2 s with 100,000 listings), then rendering a few dozen
 * directory pages so that V8 has compiled the render path's hot code before a visitor runs it (the
 * first searches after a start took two to four times as long as later ones). The requests go through
 * the real handler on a private loopback port, so exactly what a visitor's request would initialise is
 * initialised; they identify as a bot so visit counters ignore them.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { categories } from '@/lib/categories';
import { logger } from '@/server/log';

// A search that matches (so the card and pagination code runs too), and the list API.
const FIRST = ['/business-directory?q=e', '/api/businesses?q=start-up-warm-up&limit=1'];

/**
 * Directory pages as visitors ask for them (a search by each category's name, each category's second
 * page), rendered until all are done or the budget is spent, whichever comes first: a slow machine
 * starts no later than the budget allows.
 */
export const RENDER_PATHS = categories.flatMap((c) => [
  `/business-directory?q=${encodeURIComponent(c.label.toLowerCase())}`,
  `/business-directory?category=${c.slug}&page=2`,
]);
const RENDER_BUDGET_MS = 800;

const HEADERS = { 'user-agent': 'PortAransasGuide-WarmUp/1.0 (bot)', 'accept-encoding': 'br, gzip' };

async function get(port: number, path: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: HEADERS });
  await response.arrayBuffer();
  if (!response.ok) logger.warn(`[start] warm-up ${path} answered ${response.status}`);
}

/**
 * Runs the warm-up requests through `server` (the real one, before it listens) on a private port, then
 * closes it again. Returns how long it took and how many directory pages it rendered after the first ones.
 */
export async function warmUp(server: Server): Promise<{ ms: number; rendered: number }> {
  const started = performance.now();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let rendered = 0;
  try {
    for (const path of FIRST) await get(port, path);
    const until = performance.now() + RENDER_BUDGET_MS;
    for (const path of RENDER_PATHS) {
      if (performance.now() >= until) break;
      await get(port, path);
      rendered++;
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  return { ms: performance.now() - started, rendered };
}
