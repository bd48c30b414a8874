import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from '#scripts/chromium-flags.ts';
import { freePort } from '#scripts/free-port.ts';

/**
 * Browser tests run Debian's Chromium against the production build (`npm run build` first) served by
 * `npm start` (src/cli/start.ts) with demo data in a throw-away database. Specs needing other settings start their
 * own site with useSite (tests/helpers/browser-site.ts).
 */
// The config is evaluated again in every worker process: pick the port and data folder once and
// hand them down through the environment, which workers inherit.
process.env.E2E_PORT ||= String(await freePort());
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'site-e2e-'));
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
export const baseURL = `http://127.0.0.1:${port}`;

// Debian's "old headless shell" when installed (.ci/run installs it): the same Blink without the full
// browser's UI and GPU processes, it runs the browser suite on about half the CPU of /usr/bin/chromium
// (README, Testing). Lighthouse keeps the full browser (scripts/lighthouse.ts).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: CHROMIUM_FLAGS,
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/helpers/e2e-global-setup.ts',
  fullyParallel: false,
  // Three workers on two cores, as much of a browser test is waiting on pages. Specs that change data start their own
  // site (tests/helpers/site.ts); the specs on the shared demo server only add accounts, listings and messages of
  // their own.
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  webServer: {
    // What `npm start` runs, node flags included (its heap bound).
    command: (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: baseURL,
      SKIP_BUILD: 'true',
      DATABASE_PATH: join(dataDir, 'site.db'),
      MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
      UPLOADS_DIR: join(dataDir, 'uploads'),
      DEMO_DATA: 'true',
      ASTRO_TELEMETRY_DISABLED: '1',
      STRIPE_SECRET_KEY: '',
      SMTP_URL: '',
      // Never the real NWS/NOAA in tests: a live alert banner could cover what a spec clicks. Port 9 refuses
      // at once, so the widget shows 'Weather unavailable'; tests/e2e/weather/weather.spec.ts runs its own fixtures.
      WEATHER_API_URL: 'http://127.0.0.1:9',
      TIDES_API_URL: 'http://127.0.0.1:9/datagetter',
    },
  },
});
