/**
 * Geocoding after a save (DESIGN §2.23): the save answers at once and the point follows a moment later,
 * so a slow or unreachable geocoder never blocks or fails an owner's edit. At most two lookups run at a
 * time and at most 500 wait; past that a lookup is dropped (the listing keeps an unknown point, which the
 * pages handle) rather than letting a burst of edits grow memory without bound.
 */
import { site } from '@/config/site';
import { setBusinessPointForAddress, setEventPointForLocation, type PointValue } from '@/server/db/queries/places';
import { env } from '@/server/env';
import { errorText, logger } from '@/server/log';
import { createGeocoder, type Geocoder } from './geocoder';

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

function enqueue(job: () => Promise<void>): void {
  if (waiting.length >= MAX_WAITING) {
    logger.warn('[places] geocoding queue full: lookup dropped');
    return;
  }
  waiting.push(job);
  pump();
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

/** Looks up the business's new address and stores its point (or an unknown point for no match). */
export function geocodeBusinessLater({ id, address }: { id: number; address: string | null }): void {
  if (!address?.trim()) return;
  enqueue(async () => {
    const point = await pointFor(address);
    if (point) setBusinessPointForAddress({ id, address, point });
  });
}

/** Looks up an event's location (a venue name without a street address usually has no match). */
export function geocodeEventLater({ id, location }: { id: number; location: string }): void {
  enqueue(async () => {
    const point = await pointFor(location);
    if (point) setEventPointForLocation({ id, location, point });
  });
}
