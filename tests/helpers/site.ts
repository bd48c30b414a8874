/**
 * The one way a test gets a site of its own: the production build (`dist/`, so `npm run build` first) started on a
 * free port with a throw-away database, mail outbox and uploads folder, and around it what the test file asked for:
 * demo data or the directory fixtures, a real SMTP server, stand-ins for Stripe, the weather services or the map and
 * geocoder, signed-in accounts. Test files register it with useSite (tests/helpers/use-site.ts for Vitest,
 * browser-site.ts for Playwright); code that keeps a site for less than a file, or restarts it, calls startSite and
 * stops what it got. Files that only read share one demo-data server per worker instead (tests/helpers/demo-server.ts).
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '#scripts/spawn-server.ts';
import { insertDirectoryFixtures } from '../fixtures/directory-data';
import { createAdmin, GOOD_PASSWORD, signIn } from './accounts';
import { copyDemoTemplate } from './demo-template';
import { freePort } from '#scripts/free-port.ts';
import { Client } from './http';
import { demo, signedIn } from './owners';
import { signUpOwner, type Owner } from './payments-fixtures';
import { testServerEnv, type TestServer } from './server';
import { startSmtp, type TestSmtp } from './smtp';
import type { PlacesFixtures } from '../fixtures/places/server';
import type { Scenario, WeatherFixtures } from '../fixtures/weather/server';
import type { StripeStandIn } from './stripe-stand-in';

type Env = Record<string, string>;
type DemoAccount = keyof typeof demo;

export interface SiteOptions {
  /** The demo data (copied from the run's template, tests/helpers/demo-template.ts); without it the database is empty. */
  demo?: boolean;
  /**
   * The listings and events of tests/fixtures/directory-data.ts, written before the tests; their ids are in
   * `businessIds` and `eventIds`.
   */
  directory?: boolean;
  /**
   * PORT chosen up front and SITE_URL naming it, for files that follow the links the site mails or prints (without it
   * the server takes any free port and SITE_URL is unset).
   */
  ownSiteUrl?: boolean;
  /** A real SMTP server the site sends through (SMTP_URL), in `smtp`; without it mails go to the outbox folder. */
  smtp?: boolean;
  /** The Stripe stand-in the site pays through, in `stripe`; without it no Stripe key is set. */
  stripe?: boolean;
  /**
   * The recorded NWS and NOAA stand-in (tests/fixtures/weather/server.ts) as WEATHER_API_URL and TIDES_API_URL, in
   * `weather`; a scenario name sets how it answers from the start.
   */
  weather?: true | Scenario;
  /** The map-tile and geocoder stand-in (tests/fixtures/places/server.ts) as MAP_TILES_URL and GEOCODER_URL, in `places`. */
  places?: boolean;
  /** More server settings, applied last; a function when they are known only once an earlier beforeAll has run. */
  env?: Env | (() => Env);
  /** `db` may write (the file writes its known rows or breaks a table); read-only otherwise. */
  writable?: boolean;
  /** Demo accounts to sign in, as `owner`, `owner2` and `admin`. */
  signIn?: DemoAccount[];
  /** Fresh owners to register and sign in through the API: `newOwner`, and `newOwner2` for two. */
  newOwners?: 1 | 2;
  /** The e-mail of an admin account to make with `npm run create-admin`'s script and sign in, as `newAdmin`. */
  newAdmin?: string;
}

/** A started site. The parts a file did not ask for are left unset. */
export interface Site {
  server: TestServer;
  /** A connection to the site's database, opened when first read: read-only unless the file asked for `writable`. */
  readonly db: Database.Database;
  /** A client with no session. */
  anonymous: Client;
  /** Demo accounts, signed in only when named in `signIn`. */
  owner: Client;
  owner2: Client;
  admin: Client;
  /** Registered and signed in only when the file asked for `newOwners`. */
  newOwner: Owner;
  newOwner2: Owner;
  /** The admin the file named in `newAdmin`, signed in. */
  newAdmin: Client;
  smtp: TestSmtp;
  stripe: StripeStandIn;
  weather: WeatherFixtures;
  places: PlacesFixtures;
  /** The directory fixtures' ids by listing name and by event title, only with `directory`. */
  businessIds: Record<string, number>;
  eventIds: Record<string, number>;
  /** Closes the connection and stops the server and whatever was started for it. */
  stop: () => Promise<void>;
}

/** Spawns the built server on the settings of tests/helpers/server.ts and `env`. */
async function startServer(env: Env, { demoData }: { demoData: boolean }): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'site-test-'));
  const serverEnv = { ...testServerEnv(dir, { demoData }), ...env };
  try {
    if (demoData) copyDemoTemplate({ databasePath: serverEnv.DATABASE_PATH!, uploadsDir: serverEnv.UPLOADS_DIR! });
    const server = await spawnServer(serverEnv, { timeoutMs: 30_000 });
    return {
      url: server.url,
      pid: server.pid,
      dir,
      dbPath: join(dir, 'site.db'),
      outboxDir: join(dir, 'outbox'),
      output: server.output,
      stop: async () => {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step();
  };
  try {
    let stripe: StripeStandIn | undefined;
    if (options.stripe) {
      // Loaded only when asked for: the Stripe SDK it speaks for costs every browser worker a moment to load.
      const standIn = await new (await import('./stripe-stand-in')).StripeStandIn().start();
      stops.push(() => standIn.stop());
      stripe = standIn;
    }
    const smtp = options.smtp ? await startSmtp() : undefined;
    if (smtp) stops.push(() => smtp.close());
    // The stand-ins below are loaded only when asked for, as the Stripe one is (the places one loads sharp).
    let weather: WeatherFixtures | undefined;
    if (options.weather) {
      const started = await (await import('../fixtures/weather/server')).startWeatherFixtures();
      stops.push(() => started.close());
      if (options.weather !== true) started.setScenario(options.weather);
      weather = started;
    }
    let places: PlacesFixtures | undefined;
    if (options.places) {
      const started = await (await import('../fixtures/places/server')).startPlacesFixtures();
      stops.push(() => started.close());
      places = started;
    }
    const port = options.ownSiteUrl ? await freePort() : undefined;
    const server = await startServer(
      {
        ...(port ? { PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` } : {}),
        ...(smtp ? { SMTP_URL: smtp.url } : {}),
        ...stripe?.env(),
        ...(weather ? { WEATHER_API_URL: weather.weatherApiUrl, TIDES_API_URL: weather.tidesApiUrl } : {}),
        ...(places ? { MAP_TILES_URL: places.tilesUrl, GEOCODER_URL: places.geocoderUrl } : {}),
        ...(typeof options.env === 'function' ? options.env() : options.env),
      },
      { demoData: options.demo ?? false },
    );
    stops.push(() => server.stop());
    let db: Database.Database | undefined;
    stops.push(() => {
      db?.close();
    });

    let ids: ReturnType<typeof insertDirectoryFixtures> | undefined;
    if (options.directory) {
      const writer = new Database(server.dbPath);
      try {
        ids = insertDirectoryFixtures(writer);
      } finally {
        writer.close();
      }
    }
    const signedInAs: Partial<Record<DemoAccount, Client>> = {};
    for (const account of options.signIn ?? []) signedInAs[account] = await signedIn(server.url, demo[account]);
    const newOwner = options.newOwners ? await signUpOwner(server.url) : undefined;
    const newOwner2 = options.newOwners === 2 ? await signUpOwner(server.url) : undefined;
    let newAdmin: Client | undefined;
    if (options.newAdmin) {
      const made = createAdmin(server.dbPath, options.newAdmin);
      if (made.status !== 0) throw new Error(`create-admin failed: ${made.stdout}${made.stderr}`);
      newAdmin = new Client(server.url);
      await signIn(newAdmin, options.newAdmin, GOOD_PASSWORD);
    }
    return {
      server,
      get db() {
        return (db ??= new Database(server.dbPath, { readonly: !options.writable }));
      },
      anonymous: new Client(server.url),
      ...(signedInAs as Record<DemoAccount, Client>),
      newOwner: newOwner!,
      newOwner2: newOwner2!,
      newAdmin: newAdmin!,
      smtp: smtp!,
      stripe: stripe!,
      weather: weather!,
      places: places!,
      businessIds: ids?.businesses ?? {},
      eventIds: ids?.events ?? {},
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

type Hook = (run: () => Promise<void>) => void;

/**
 * useSite for a test runner's file-wide hooks: starts the site before the file's tests and stops it after them;
 * `take` receives it so the file keeps its own short names for its parts (later beforeAll hooks already see them).
 */
export function siteHooks(beforeAll: Hook, afterAll: Hook) {
  return (take: (site: Site) => void, options: SiteOptions = {}): void => {
    let site: Site | undefined;
    beforeAll(async () => {
      site = await startSite(options);
      take(site);
    });
    afterAll(async () => {
      await site?.stop();
    });
  };
}
