/**
 * `npm start`'s first step (imported for its effect by src/cli/start.mjs, before the build check):
 * read `.env` when there is one, then validate the environment with one zod schema. A bad setting
 * stops start-up with one line per variable naming it, instead of a stack trace from deep inside the
 * build or the first request. Plain JavaScript because start.mjs runs under plain `node`.
 *
 * `.env` never overrides a variable the shell already set, and a missing file is not an error.
 * Empty values mean "unset", as in src/server/env.ts.
 */
import { existsSync } from 'node:fs';
import { z } from 'zod';

const ENV_FILE = '.env';

const httpUrl = (what) =>
  z.string().refine((v) => {
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `must be an http(s) URL ${what}`);
const flag = z.enum(['true', 'false'], { error: 'must be true or false' });
const prefixed = (pattern, what) => z.string().regex(pattern, `must be ${what}`);

const envSchema = z.object({
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

/** Never repeated in a message: they hold keys or passwords. */
const SECRET = new Set(['SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);

/** One line per bad variable ("PORT must be …, not "abc""); empty when the environment is usable. */
function environmentProblems(environment) {
  const set = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, environment[key]?.trim()])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(set);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const key = String(issue.path[0]);
    return SECRET.has(key) ? `${key} ${issue.message}` : `${key} ${issue.message}, not "${set[key]}"`;
  });
}

if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
const problems = environmentProblems(process.env);
if (problems.length > 0) {
  for (const problem of problems) console.error(`[start] invalid setting: ${problem}`);
  process.exit(1);
}
