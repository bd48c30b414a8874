import { getViteConfig } from 'astro/config';

// Unit tests (tests/unit) import src/ directly; API tests (tests/api) drive the built server over HTTP.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Vitest's default on 2 cores is one fork; most API-test time is spent waiting on the server processes
    // the tests start (one per file, each with its own database), so two forks overlap that waiting.
    // isolate: false runs a fork's files in one module context: the 56 unit files then load Astro's Vite pipeline and
    // src/ once per fork instead of once per file (60 → 32 CPU-seconds); the API files talk to their own servers over
    // HTTP and keep no module state between files.
    poolOptions: { forks: { maxForks: 2, minForks: 1, isolate: false } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
  },
});
