/**
 * Issue 17 item 1: `npm start` (src/server/http/start.ts) serves in production mode whatever NODE_ENV the
 * shell had, so React's production build is the one that renders pages. The server reports the React
 * build it actually loaded (the CommonJS files React's entry points chose) when it starts listening.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_PATHS } from '@/server/http/warm-up';
import { startServer, type TestServer } from '../helpers/server';

describe('npm start is production', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The worst case: a shell that exported development.
    server = await startServer({ env: { NODE_ENV: 'development', START_WARM_UP: 'true' } });
  });
  afterAll(() => server?.stop());

  it('loads the production build of React even when NODE_ENV=development was set', () => {
    expect(server.output()).toMatch(/NODE_ENV=production, React production build\)/);
  });

  it('runs the compiled server under plain node, with no TypeScript loader registered', () => {
    // A loader (tsx) would stay registered for the process's life: every dynamic import Astro makes per
    // request would pay a round-trip to the loader thread.
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe(
      'MALLOC_ARENA_MAX=2 node --max-old-space-size=512 --max-semi-space-size=8 --v8-pool-size=1 src/cli/start.mjs',
    );
    const argv = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0');
    // Spawned as npm start runs it: with its heap bounds and malloc's arenas (docs/performance.md: memory).
    expect(argv).toContain('--max-old-space-size=512');
    expect(argv).toContain('--max-semi-space-size=8');
    // One V8 helper thread: with more, its GC threads took the cores from the thread serving requests.
    expect(argv).toContain('--v8-pool-size=1');
    expect(readFileSync(`/proc/${server.pid}/environ`, 'utf8').split('\0')).toContain('MALLOC_ARENA_MAX=2');
    expect(argv.filter((a) => /tsx|--import|--loader|--require/.test(a))).toEqual([]);
    const compiled = readFileSync('dist/server/start.mjs', 'utf8');
    expect(compiled).not.toMatch(/from ["'][^"']+\.tsx?["']/);
    expect(compiled).not.toMatch(/from ["']tsx/);
  });

  it('builds the search index, loads the page code and renders directory pages before it listens, not on the first visitors', () => {
    const log = server.output();
    const warmed = /\[start\] warmed up \(code loaded, search index built, (\d+) directory pages rendered\)/.exec(log);
    expect(warmed).not.toBeNull();
    // As many as its time budget allowed (not asserted: a busy machine fits fewer), each answered 200.
    expect(Number(warmed![1])).toBeGreaterThan(0);
    expect(Number(warmed![1])).toBeLessThanOrEqual(RENDER_PATHS.length);
    expect(log).not.toMatch(/\[start\] warm-up \S+ answered/);
    expect(warmed!.index).toBeLessThan(log.indexOf('listening on'));
  });

  it('skips the warm-up with START_WARM_UP=false (the test servers) and still serves pages', async () => {
    const cold = await startServer();
    try {
      expect(cold.output()).toContain('listening on');
      expect(cold.output()).not.toContain('warmed up');
      const response = await fetch(`${cold.url}/business-directory?q=e`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Business Directory</h1>');
    } finally {
      await cold.stop();
    }
  });

  it('renders React islands on the server with that build', async () => {
    const response = await fetch(`${server.url}/login`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The login form island is server-rendered into the page (an astro-island with its HTML inside).
    expect(html).toMatch(/<astro-island[^>]*>[\s\S]*<form/);
    expect(server.output()).not.toMatch(/development build of React/);
  });
});
