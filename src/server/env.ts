/**
 * Runtime configuration read from process.env (never inlined at build time, so one build
 * runs anywhere). Every variable here is documented in .env.example and the README.
 */
const read = (key: string): string | undefined => {
  const value = process.env[key];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
};

export const env = {
  get isProduction(): boolean {
    return process.env.NODE_ENV === 'production';
  },
  /** Served over HTTPS: Secure cookies and HSTS. Derived from SITE_URL so a local http run still works. */
  get isHttps(): boolean {
    return this.siteUrl.startsWith('https://');
  },
  get databasePath(): string {
    return read('DATABASE_PATH') ?? 'data/site.db';
  },
  /** Uploaded photos (outside dist/, so a rebuild or redeploy keeps them). */
  get uploadsDir(): string {
    return read('UPLOADS_DIR') ?? 'data/uploads';
  },
  get siteUrl(): string {
    return (read('SITE_URL') ?? `http://${read('HOST') ?? '127.0.0.1'}:${read('PORT') ?? '4321'}`).replace(/\/+$/, '');
  },
  get smtpUrl(): string | undefined {
    return read('SMTP_URL');
  },
  get mailFrom(): string | undefined {
    return read('MAIL_FROM');
  },
  get mailOutboxDir(): string {
    return read('MAIL_OUTBOX_DIR') ?? 'data/outbox';
  },
  get stripeSecretKey(): string | undefined {
    return read('STRIPE_SECRET_KEY');
  },
  get stripeWebhookSecret(): string | undefined {
    return read('STRIPE_WEBHOOK_SECRET');
  },
  get stripeApiUrl(): string | undefined {
    return read('STRIPE_API_URL');
  },
  /** Optional Stripe Price ids for the premium plan; unset, the price is sent inline. */
  get stripePriceMonthly(): string | undefined {
    return read('STRIPE_PRICE_MONTHLY');
  },
  get stripePriceYearly(): string | undefined {
    return read('STRIPE_PRICE_YEARLY');
  },
  get weatherApiUrl(): string {
    return (read('WEATHER_API_URL') ?? 'https://api.weather.gov').replace(/\/+$/, '');
  },
  get tidesApiUrl(): string {
    return (read('TIDES_API_URL') ?? 'https://api.tidesandcurrents.noaa.gov/api/prod/datagetter').replace(/\/+$/, '');
  },
  /** Address → point lookups: the US Census Geocoder's base, free and keyless, unless overridden. */
  get geocoderUrl(): string {
    return (read('GEOCODER_URL') ?? 'https://geocoding.geo.census.gov/geocoder').replace(/\/+$/, '');
  },
  /** The first wait before a failed geocoding lookup is tried again (ms; it doubles per failure, at most a day). */
  get geocodeRetryMs(): number {
    const ms = Number(read('GEOCODE_RETRY_MS') ?? '60000');
    return Number.isFinite(ms) && ms >= 100 ? ms : 60_000;
  },
  /** Raster map tiles as an `{z}/{x}/{y}` template; OpenStreetMap's standard tiles by default. */
  get mapTilesUrl(): string {
    return read('MAP_TILES_URL') ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
  },
  /**
   * How many reverse proxies of ours stand in front of the server (`TRUST_PROXY`: `false`/unset = 0,
   * `true` = 1, or a number of hops). The client address is then the X-Forwarded-For entry the
   * outermost of them appended; with 0 it is the socket's address and the header is ignored.
   */
  /** Forces the built-in test checkout (no card) even on a public SITE_URL: staging only. */
  get paymentsTestMode(): boolean {
    return read('PAYMENTS_TEST_MODE') === 'true';
  },
  get trustProxyHops(): number {
    const value = read('TRUST_PROXY')?.toLowerCase();
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
  get sharedCacheSeconds(): number {
    const value = read('SHARED_CACHE_SECONDS') ?? '60';
    const seconds = Number(value);
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > 60) {
      throw new Error(`SHARED_CACHE_SECONDS must be a whole number of seconds from 1 to 60, not "${value}"`);
    }
    return seconds;
  },
  /** INSIGHTS_COUNTING=off turns visitor counting off entirely (benchmarks, privacy-strict deployments). */
  get insightsCounting(): boolean {
    return !['off', 'false', '0'].includes((read('INSIGHTS_COUNTING') ?? 'on').toLowerCase());
  },
  /** How often in-memory counters are written (ms); a crash loses at most this much counting. */
  get insightsFlushMs(): number {
    const ms = Number(read('INSIGHTS_FLUSH_MS') ?? '5000');
    return Number.isFinite(ms) && ms >= 100 ? ms : 5000;
  },
};
