/**
 * Offer rows. An offer is public while `starts_at <= now < ends_at` and its listing is approved with active
 * premium: every public read goes through VISIBLE below with the caller's clock, so an offer leaves a page the
 * moment it ends and a lapsed listing's offers are hidden (kept, and shown again on renewal).
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { offers, type Offer } from '#src/platform/server/db/schema.ts';
import { ACTIVE_PREMIUM_SQL } from '#src/features/payments/server/active-premium.queries.ts';
import { preparedOnce } from '#src/platform/server/db/prepared.queries.ts';

/** The listing may show offers now: approved, active premium. `b` is the businesses row. */
const LISTING_SHOWS_OFFERS = `b.approved = 1 and ${ACTIVE_PREMIUM_SQL}`;
/**
 * Current at `:now` (ms), on a visible listing. The queries read offers first (`cross join` keeps SQLite from
 * walking every approved listing instead), as there are far fewer offers than listings.
 */
const VISIBLE = `o.starts_at <= :now and o.ends_at > :now and ${LISTING_SHOWS_OFFERS}`;

export interface CurrentOfferRow {
  id: number;
  businessId: number;
  businessName: string;
  businessSlug: string;
  title: string;
  details: string;
  code: string | null;
  startsAt: number;
  endsAt: number;
}

const CURRENT_COLUMNS = `o.id, o.business_id as businessId, b.name as businessName, b.slug as businessSlug, o.title,
  o.details, o.code, o.starts_at as startsAt, o.ends_at as endsAt`;

type Statement<A, R> = { all: (args: A) => R[]; get: (args: A) => R | undefined };
const prepare = <A, R>(name: string, text: string) =>
  preparedOnce(getDb(), name, (db) => db.$client.prepare(text) as unknown as Statement<A, R>);

export function insertOffer(values: {
  businessId: number;
  title: string;
  details: string;
  code: string | null;
  startsAt: Date;
  endsAt: Date;
}): Offer {
  return getDb().insert(offers).values(values).returning().get();
}

export function findOfferById({ id }: { id: number }): Offer | undefined {
  return getDb().select().from(offers).where(eq(offers.id, id)).get();
}

export function deleteOfferRow({ id }: { id: number }): void {
  getDb().delete(offers).where(eq(offers.id, id)).run();
}

/** A listing's offers that have not ended (the owner's list), soonest start first. */
export function listUnendedOffers({ businessId, now }: { businessId: number; now: Date }): Offer[] {
  return getDb()
    .select()
    .from(offers)
    .where(and(eq(offers.businessId, businessId), gt(offers.endsAt, now)))
    .orderBy(asc(offers.startsAt), asc(offers.id))
    .all();
}

export function countUnendedOffers({ businessId, now }: { businessId: number; now: Date }): number {
  return (
    getDb()
      .select({ n: sql<number>`count(*)` })
      .from(offers)
      .where(and(eq(offers.businessId, businessId), gt(offers.endsAt, now)))
      .get()?.n ?? 0
  );
}

/** Every current offer on a visible listing, ending soonest first (/deals, GET /api/offers, the export). */
export function listCurrentOffers({ now }: { now: Date }): CurrentOfferRow[] {
  return prepare<{ now: number }, CurrentOfferRow>(
    'current offers',
    `select ${CURRENT_COLUMNS} from offers o cross join businesses b on b.id = o.business_id
     where ${VISIBLE} order by o.ends_at, o.id`,
  ).all({ now: now.getTime() });
}

/** One listing's current offers (its page), ending soonest first; none while the listing may not show them. */
export function listCurrentOffersOf({ businessId, now }: { businessId: number; now: Date }): CurrentOfferRow[] {
  return prepare<{ now: number; businessId: number }, CurrentOfferRow>(
    'current offers of a listing',
    `select ${CURRENT_COLUMNS} from offers o cross join businesses b on b.id = o.business_id
     where o.business_id = :businessId and ${VISIBLE} order by o.ends_at, o.id`,
  ).all({ now: now.getTime(), businessId });
}

/** Of `businessIds`, those with a current offer, each with the title of the one ending soonest (directory cards). */
export function currentOfferTitles({ businessIds, now }: { businessIds: readonly number[]; now: Date }): Map<number, string> {
  const titles = new Map<number, string>();
  if (businessIds.length === 0) return titles;
  const rows = prepare<{ now: number; ids: string }, { businessId: number; title: string }>(
    'current offer titles',
    `select o.business_id as businessId, o.title from offers o cross join businesses b on b.id = o.business_id
     where o.business_id in (select value from json_each(:ids)) and ${VISIBLE} order by o.ends_at desc, o.id desc`,
  ).all({ now: now.getTime(), ids: JSON.stringify(businessIds) });
  // Ordered latest end first, so the soonest-ending offer of each listing is written last and kept.
  for (const r of rows) titles.set(r.businessId, r.title);
  return titles;
}

/**
 * The next instant after `now` at which the public set of offers changes (one ends or one starts), on visible
 * listings, or of one listing; null when nothing is scheduled. Pages that show offers are cached no longer.
 */
export function nextOfferChange({ now, businessId }: { now: Date; businessId?: number }): Date | null {
  const next = `select min(case when o.starts_at > :now then o.starts_at else o.ends_at end) as at
     from offers o cross join businesses b on b.id = o.business_id
     where o.ends_at > :now and ${LISTING_SHOWS_OFFERS}`;
  type Row = { at: number | null };
  const row =
    businessId === undefined
      ? prepare<{ now: number }, Row>('next offer change', next).get({ now: now.getTime() })
      : prepare<{ now: number; businessId: number }, Row>(
          'next offer change of a listing',
          `${next} and o.business_id = :businessId`,
        ).get({ now: now.getTime(), businessId });
  return row?.at == null ? null : new Date(row.at);
}
