/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit tests (tests/unit) import src/ directly; API tests (tests/api) drive the built server over HTTP.
export default getViteConfig({
  test: {
    environment: 'node',
    // Three workers on two cores: the API files spend much of their time waiting on the servers and child processes
    // they start, so a third keeps the cores busy.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
    projects: [
      // Unit files: a fresh process each, as several set process.env or open module-level singletons (the database).
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], pool: 'forks' } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // API files keep no module state (they talk HTTP to servers they start and never set process.env), so each
          // worker thread runs its files one after another in one module context: the helpers and their packages load
          // once per thread, not once per file.
          pool: 'threads',
          isolate: false,
          // Hang guard, not a speed check: these tests start servers and child processes, and on a 2-core
          // machine running both suites the heaviest (a backup under concurrent writes, a photo becoming nine
          // files, two create-admin runs) need far more than the default.
          testTimeout: 60_000,
          // The files that only read share one demo-data server per worker (tests/helpers/worker-servers.ts).
          globalSetup: ['tests/helpers/worker-servers.ts'],
        },
      },
    ],
  },
});
