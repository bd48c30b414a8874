/**
 * Geocoding after a save: the save answers at once and the point follows a moment later,
 * so a slow or unreachable geocoder never blocks or fails an owner's edit. At most two lookups run at a
 * time and at most 500 wait; past that a lookup waits for the next retry pass instead of growing memory.
 *
 * Every lookup is first written down as owed (table `geocode_retries`) and crossed off when the geocoder
 * answers, a point or "no match". A failure (timeout, HTTP error, malformed answer), a full queue or a
 * restart before the answer leaves it owed: a pass at start-up and one every GEOCODE_RETRY_MS (default a
 * minute) look up what is due, each failure doubling the wait (1, 2, 4 … minutes, at most a day). Never
 * on a request's path: the passes run on a timer.
 */
import { site } from '#src/config/site.ts';
import { deleteOwedGeocode, listDueGeocodes, postponeOwedGeocode, recordOwedGeocode } from './geocode-retries.queries.ts';
import { setPointForQuery, type PointValue } from './places.queries.ts';
import type { GeocodeRetry } from '#src/platform/server/db/schema.ts';
import { env } from '#src/config/env.ts';
import { errorText, logger } from '#src/platform/server/log.ts';
import { createGeocoder, type Geocoder } from './geocoder.ts';

const CONCURRENCY = 2;
const MAX_WAITING = 500;

let geocoder: Geocoder | null = null;
const getGeocoder = (): Geocoder =>
  (geocoder ??= createGeocoder({ baseUrl: env.geocoderUrl, userAgent: `${site.name} (${site.email})` }));

const waiting: (() => Promise<void>)[] = [];
let running = 0;

function pump(): void {
  while (running < CONCURRENCY && waiting.length > 0) {
    const job = waiting.shift()!;
    running++;
    void job().finally(() => {
      running--;
      pump();
    });
  }
}

/** False when the queue is full (the lookup stays owed for a later pass). */
function enqueue(job: () => Promise<void>): boolean {
  if (waiting.length >= MAX_WAITING) {
    logger.warn('[places] geocoding queue full: lookup left for the next retry pass');
    return false;
  }
  waiting.push(job);
  pump();
  return true;
}

async function pointFor(address: string): Promise<PointValue | undefined> {
  try {
    return (await getGeocoder().lookup(address)) ?? { latitude: null, longitude: null };
  } catch (error) {
    // Unknown stays unknown, and whatever point the row had is kept (an outage must not erase pins).
    logger.warn({ err: errorText(error) }, '[places] geocoding failed');
    return undefined;
  }
}

/** A first lookup not answered within this long (the process stopped, the queue was full) is due again. */
const OWED_LEASE_MS = 10 * 60_000;
const MAX_RETRY_MS = 24 * 60 * 60_000;
const PASS_SIZE = 50;

/** The wait after `attempts` failed lookups: the base, doubled each time, at most a day. */
export function geocodeRetryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_RETRY_MS, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

type Owed = Pick<GeocodeRetry, 'kind' | 'rowId' | 'query'>;
const keyOf = ({ kind, rowId }: Owed) => `${kind}:${rowId}`;
const inFlight = new Set<string>();

function store(owed: Owed, point: PointValue): void {
  setPointForQuery({ kind: owed.kind, id: owed.rowId, query: owed.query, point });
}

/** Looks `owed` up once (unless that row is already being looked up) and settles what is owed. */
function lookUp(owed: Owed): void {
  const key = keyOf(owed);
  if (inFlight.has(key)) return;
  inFlight.add(key);
  const queued = enqueue(async () => {
    try {
      const point = await pointFor(owed.query);
      if (point) {
        store(owed, point);
        deleteOwedGeocode(owed);
      } else {
        const base = env.geocodeRetryMs;
        const row = postponeOwedGeocode({ ...owed, nextAttemptAt: (n) => new Date(Date.now() + geocodeRetryDelayMs(n, base)) });
        if (row) logger.info(`[places] geocoding ${key} retried at ${row.nextAttemptAt.toISOString()} (attempt ${row.attempts})`);
      }
    } catch (error) {
      logger.warn({ err: errorText(error) }, '[places] geocoding result not stored');
    } finally {
      inFlight.delete(key);
    }
  });
  if (!queued) inFlight.delete(key);
}

function owe(owed: Owed): void {
  try {
    recordOwedGeocode({ ...owed, nextAttemptAt: new Date(Date.now() + OWED_LEASE_MS) });
  } catch (error) {
    // The lookup still runs; only its retry is lost.
    logger.warn({ err: errorText(error) }, '[places] could not record an owed geocoding lookup');
  }
  lookUp(owed);
}

/** Looks up what is due by `now` (at start-up: everything owed, as nothing is in flight). */
function retryOwedGeocodes(now = new Date()): number {
  let due: GeocodeRetry[];
  try {
    due = listDueGeocodes({ now, limit: PASS_SIZE });
  } catch (error) {
    logger.warn({ err: errorText(error) }, '[places] geocoding retry pass failed');
    return 0;
  }
  for (const owed of due) lookUp(owed);
  return due.length;
}

let timer: NodeJS.Timeout | undefined;

/** Starts the retry passes once per process: one right away, then every GEOCODE_RETRY_MS (never keeps the process alive). */
export function ensureGeocodeRetries(): void {
  if (timer) return;
  timer = setInterval(() => retryOwedGeocodes(), env.geocodeRetryMs);
  timer.unref();
  // At start-up nothing is in flight, so everything owed is looked up (8.64e15 ms: the latest Date).
  setImmediate(() => retryOwedGeocodes(new Date(8.64e15)));
}

/** Looks up the business's new address and stores its point (or an unknown point for no match). */
export function geocodeBusinessLater({ id, address }: { id: number; address: string | null }): void {
  if (!address?.trim()) return;
  owe({ kind: 'business', rowId: id, query: address });
}

/** Looks up an event's location (a venue name without a street address usually has no match). */
export function geocodeEventLater({ id, location }: { id: number; location: string }): void {
  owe({ kind: 'event', rowId: id, query: location });
}
