import { getViteConfig } from 'astro/config';

// Unit tests (tests/unit) import src/ directly; API tests (tests/api) drive the built server over HTTP.
export default getViteConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // Vitest's default on 2 cores is one fork; most API-test time is spent waiting on the server processes
    // the tests start, so two forks overlap that waiting.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
    projects: [
      // Each unit file gets a fresh process: several set process.env or open module-level singletons (the database).
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // The API files keep no module state (they talk HTTP to servers they start and never set process.env), so a
      // fork runs them one after another in one module context: the helpers load once per fork, not once per file.
      // The files that only read the demo data share one server per fork (tests/helpers/worker-servers.ts).
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          isolate: false,
          globalSetup: ['tests/helpers/worker-servers.ts'],
        },
      },
    ],
  },
});
