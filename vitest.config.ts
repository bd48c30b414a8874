import { getViteConfig } from 'astro/config';

// Unit tests (tests/unit) import src/ directly; API tests (tests/api) drive the built server over HTTP.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Vitest's default on 2 cores is one fork; most API-test time is spent waiting on the server processes
    // the tests start (one per file, each with its own database), so two forks overlap that waiting.
    // Each file keeps its own module context (isolate): some API files set process.env for the servers they
    // start, and with isolate: false that leaked into the next file's servers in the same fork (CI, eceddbf).
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
  },
});
