import { getViteConfig } from 'astro/config';

// Unit tests (tests/unit) import src/ directly; API tests (tests/api) drive the built server over HTTP.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Vitest's default on 2 cores is one fork; most API-test time is spent waiting on the server processes
    // the tests start (one per file, each with its own database), so two forks overlap that waiting.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
  },
});
