/**
 * `npm start` serves in production mode whatever NODE_ENV the shell had, so React's production build is
 * the one that renders pages; the server reports the React build it loaded when it starts listening. The
 * server process runs its own few TypeScript files with Node's type stripping (no loader) around Astro's
 * bundle, with one runtime flag, set in one place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

describe('npm start is production', () => {
  let server: TestServer;
  // The worst case: a shell that exported development.
  useSite((site) => ({ server } = site), { env: { NODE_ENV: 'development' } });

  it('loads the production build of React even when NODE_ENV=development was set', () => {
    expect(server.output()).toMatch(/NODE_ENV=production, React production build\)/);
  });

  it('has a heap bound as its only runtime flag, in package.json alone', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe('node --max-old-space-size=512 src/cli/start.ts');
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    expect(dockerfile).toMatch(/^CMD \["npm", "start"\]$/m);
    expect(dockerfile).not.toMatch(/MALLOC_ARENA_MAX|--max-|--v8-/);
  });

  it('serves without a TypeScript loader and without a second bundle of the site’s code', () => {
    // The database step ran in a process of its own (tsx); the server keeps only Astro's bundle.
    const argv = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0');
    expect(argv.filter((a) => /tsx|--import|--loader|--require/.test(a))).toEqual([]);
    // tsx would keep an esbuild service running as a child of the server.
    const children = readdirSync(`/proc/${server.pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${server.pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
    );
    const commands = children.map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    expect(commands.filter((c) => /esbuild|tsx/.test(c))).toEqual([]);
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
