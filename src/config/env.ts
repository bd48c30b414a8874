/**
 * The one reader of the environment (process.env): every setting the server, `npm start` and the site's
 * identity use, with its default, and the check that stops start-up on a bad one. Values are read when
 * asked for, never inlined at build time, so one build runs anywhere. Every variable is documented in
 * .env.example and the README.
 *
 * Browser-safe: nothing here runs on import, and in a browser every setting reads as unset, so code shared
 * with islands (src/config/site.ts) gets the defaults. Empty values mean "unset".
 */
import { z } from 'zod';

/** A setting's trimmed value, or undefined when unset or blank. */
export function setting(key: string): string | undefined {
  const value = typeof process === 'undefined' ? undefined : process.env[key]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** A wait in milliseconds (at least 100), or the fallback when unset or not such a number. */
const milliseconds = (key: string, fallback: number): number => {
  const ms = Number(setting(key) ?? fallback);
  return Number.isFinite(ms) && ms >= 100 ? ms : fallback;
};

/** A service's base URL without a trailing slash. */
const baseUrl = (key: string, fallback: string): string => (setting(key) ?? fallback).replace(/\/+$/, '');

export const env = {
  get isProduction() {
    return process.env.NODE_ENV === 'production';
  },
  /** NODE_ENV as the process has it (start-up forces production). */
  get nodeEnv() {
    return setting('NODE_ENV');
  },
  get host() {
    return setting('HOST') ?? '127.0.0.1';
  },
  get port() {
    return Number(setting('PORT') ?? '4321');
  },
  /** Served over HTTPS: Secure cookies and HSTS. Derived from SITE_URL so a local http run still works. */
  get isHttps() {
    return this.siteUrl.startsWith('https://');
  },
  get databasePath() {
    return setting('DATABASE_PATH') ?? 'data/site.db';
  },
  /** DEMO_DATA=false keeps a new database empty; otherwise `npm start` loads demo data into it. */
  get demoData() {
    return setting('DEMO_DATA') !== 'false';
  },
  /** Where the committed migrations are; unset, db/migrations under the working directory. */
  get migrationsDir() {
    return setting('MIGRATIONS_DIR');
  },
  /** Uploaded photos (outside dist/, so a rebuild or redeploy keeps them). */
  get uploadsDir() {
    return setting('UPLOADS_DIR') ?? 'data/uploads';
  },
  get siteUrl() {
    return (setting('SITE_URL') ?? `http://${this.host}:${setting('PORT') ?? '4321'}`).replace(/\/+$/, '');
  },
  get smtpUrl() {
    return setting('SMTP_URL');
  },
  get mailFrom() {
    return setting('MAIL_FROM');
  },
  get mailOutboxDir() {
    return setting('MAIL_OUTBOX_DIR') ?? 'data/outbox';
  },
  get stripeSecretKey() {
    return setting('STRIPE_SECRET_KEY');
  },
  get stripeWebhookSecret() {
    return setting('STRIPE_WEBHOOK_SECRET');
  },
  get stripeApiUrl() {
    return setting('STRIPE_API_URL');
  },
  /** Optional Stripe Price ids for the premium plan; unset, the price is sent inline. */
  get stripePriceMonthly() {
    return setting('STRIPE_PRICE_MONTHLY');
  },
  get stripePriceYearly() {
    return setting('STRIPE_PRICE_YEARLY');
  },
  get weatherApiUrl() {
    return baseUrl('WEATHER_API_URL', 'https://api.weather.gov');
  },
  get tidesApiUrl() {
    return baseUrl('TIDES_API_URL', 'https://api.tidesandcurrents.noaa.gov/api/prod/datagetter');
  },
  /** How often the e-mail alerts poll NWS for the town's active alerts (ms; src/features/alerts/server/jobs.ts). */
  get alertsPollMs() {
    return milliseconds('ALERTS_POLL_MS', 300_000);
  },
  /** The NWS office whose Surf Zone Forecast covers the town (three letters, Corpus Christi by default). */
  get nwsOffice() {
    return (setting('NWS_OFFICE') ?? 'CRP').toUpperCase();
  },
  /** A forecast zone (TXZ345) to read in the surf zone forecast instead of the one NWS names for the town's point. */
  get nwsBeachZone() {
    return setting('NWS_BEACH_ZONE')?.toUpperCase();
  },
  /** Address → point lookups: the US Census Geocoder's base, free and keyless, unless overridden. */
  get geocoderUrl() {
    return baseUrl('GEOCODER_URL', 'https://geocoding.geo.census.gov/geocoder');
  },
  /** The first wait before a failed geocoding lookup is tried again (ms; it doubles per failure, at most a day). */
  get geocodeRetryMs() {
    return milliseconds('GEOCODE_RETRY_MS', 60_000);
  },
  /** Raster map tiles as an `{z}/{x}/{y}` template; OpenStreetMap's standard tiles by default. */
  get mapTilesUrl() {
    return setting('MAP_TILES_URL') ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
  },
  /** Forces the built-in test checkout (no card) even on a public SITE_URL: staging only. */
  get paymentsTestMode() {
    return setting('PAYMENTS_TEST_MODE') === 'true';
  },
  /**
   * How many reverse proxies of ours stand in front of the server (`TRUST_PROXY`: `false`/unset = 0,
   * `true` = 1, or a number of hops). The client address is then the X-Forwarded-For entry the
   * outermost of them appended; with 0 it is the socket's address and the header is ignored.
   */
  get trustProxyHops() {
    const value = setting('TRUST_PROXY')?.toLowerCase();
    if (value === undefined || value === 'false' || value === '0') return 0;
    if (value === 'true') return 1;
    const hops = Number(value);
    if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
      throw new Error(`TRUST_PROXY must be true, false or a number of proxy hops (0-10), not "${value}"`);
    }
    return hops;
  },
  /**
   * How long a shared cache (a CDN, nginx) may serve a public page or API answer before it asks again
   * (`SHARED_CACHE_SECONDS`, 1-60, default 60): the most a visitor waits to see an admin's change.
   */
  get sharedCacheSeconds() {
    const value = setting('SHARED_CACHE_SECONDS') ?? '60';
    const seconds = Number(value);
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > 60) {
      throw new Error(`SHARED_CACHE_SECONDS must be a whole number of seconds from 1 to 60, not "${value}"`);
    }
    return seconds;
  },
  /** INSIGHTS_COUNTING=off turns visitor counting off entirely (benchmarks, privacy-strict deployments). */
  get insightsCounting() {
    return !['off', 'false', '0'].includes((setting('INSIGHTS_COUNTING') ?? 'on').toLowerCase());
  },
  /** How often in-memory counters are written (ms); a crash loses at most this much counting. */
  get insightsFlushMs() {
    return milliseconds('INSIGHTS_FLUSH_MS', 5000);
  },
  get logLevel() {
    return setting('LOG_LEVEL') ?? 'info';
  },
};

/**
 * What start-up checks, built on first use so that importing this module (from a browser bundle too)
 * runs nothing.
 */
function envSchema() {
  const httpUrl = (what: string) =>
    z.string().refine((v) => {
      try {
        return ['http:', 'https:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be an http(s) URL ${what}`);
  const flag = z.enum(['true', 'false'], { error: 'must be true or false' });
  const prefixed = (pattern: RegExp, what: string) => z.string().regex(pattern, `must be ${what}`);

  return z.object({
    SITE_URL: httpUrl('such as https://portaransasguide.com').optional(),
    PORT: z
      .string()
      .refine((v) => /^\d{1,5}$/.test(v) && Number(v) <= 65_535, 'must be a port number from 0 to 65535')
      .optional(),
    DEMO_DATA: flag.optional(),
    PAYMENTS_TEST_MODE: flag.optional(),
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|10|\d)$/i, 'must be true, false or a number of proxy hops (0-10)')
      .optional(),
    SHARED_CACHE_SECONDS: z
      .string()
      .refine((v) => /^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 60, 'must be a whole number of seconds from 1 to 60')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    STRIPE_SECRET_KEY: prefixed(/^(sk|rk)_(test|live)_\S+$/, 'a Stripe secret key (sk_live_…, sk_test_… or rk_…)').optional(),
    STRIPE_WEBHOOK_SECRET: prefixed(/^whsec_\S+$/, 'a Stripe webhook signing secret (whsec_…)').optional(),
    STRIPE_API_URL: httpUrl('(the Stripe API or a stand-in)').optional(),
    STRIPE_PRICE_MONTHLY: prefixed(/^price_\S+$/, 'a Stripe Price id (price_…)').optional(),
    STRIPE_PRICE_YEARLY: prefixed(/^price_\S+$/, 'a Stripe Price id (price_…)').optional(),
    WEATHER_API_URL: httpUrl('(the NWS API)').optional(),
    TIDES_API_URL: httpUrl('(the NOAA CO-OPS API)').optional(),
    NWS_OFFICE: z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'must be a three-letter NWS office id such as CRP')
      .optional(),
    NWS_BEACH_ZONE: z
      .string()
      .regex(/^[A-Za-z]{2}Z\d{3}$/i, 'must be an NWS forecast zone such as TXZ345')
      .optional(),
    GEOCODER_URL: httpUrl('(the US Census Geocoder or a compatible service)').optional(),
    MAP_TILES_URL: httpUrl('with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png')
      .refine((v) => ['{z}', '{x}', '{y}'].every((part) => v.includes(part)), 'must contain {z}, {x} and {y}')
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .optional(),
  });
}

/** Never repeated in a message: they hold keys or passwords. */
const SECRET = new Set(['SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);

/** One line per bad setting ("PORT must be …, not "abc""); empty when the environment is usable. */
export function environmentProblems(): string[] {
  const schema = envSchema();
  const set: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = setting(key);
    if (value !== undefined) set[key] = value;
  }
  const result = schema.safeParse(set);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const key = String(issue.path[0]);
    return SECRET.has(key) ? `${key} ${issue.message}` : `${key} ${issue.message}, not "${set[key]}"`;
  });
}

/** Reads `.env` into the environment when there is one; it never overrides a variable already set. */
export function loadEnvFile(path = '.env') {
  try {
    process.loadEnvFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
