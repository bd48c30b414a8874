import { getViteConfig } from 'astro/config';

// Unit tests (tests/unit) import src/ directly; API tests (tests/api) drive the built server over HTTP.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
  },
});
