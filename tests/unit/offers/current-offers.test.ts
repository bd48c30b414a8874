/**
 * Offers and the clock, on a real SQLite file: an offer entered in Central time across the autumn DST change is
 * stored as the right instant, is public from its start until the millisecond before its end and gone at its end
 * (clock injected), leaves with its listing's premium and comes back on renewal; the next change drives caching;
 * the service refuses an end already passed.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offerSchema } from '#src/features/offers/offer.schema.ts';
import { closeDb, getDb } from '#src/platform/server/db/client.ts';
import { businesses, users } from '#src/platform/server/db/schema.ts';
import { currentOffers, listingOffers, secondsUntilOffersChange, withOffers } from '#src/features/offers/server/current.ts';
import { createOffer, deleteOffer } from '#src/features/offers/server/offers.ts';
import { offersJsonLd } from '#src/platform/server/structured-data/offers.ts';
import { useTempDatabaseFile } from '../../helpers/temp-database';

const ZONE = 'America/Chicago';
let ownerId: number;
let listingId: number;
/** A listing as the page loader has it. */
const row = (id: number) => getDb().select().from(businesses).where(eq(businesses.id, id)).get()!;
let freeId: number;

/** The schema's reading of the owner's form (Central-time wall clock). */
const entered = (fields: Record<string, string>) => offerSchema(ZONE).parse(fields);

useTempDatabaseFile('offers-unit-');

beforeAll(() => {
  const db = getDb();
  ownerId = db
    .insert(users)
    .values({ email: 'o@example.com', firstName: 'Olga', lastName: 'Owner', passwordHash: 'x' })
    .returning()
    .get().id;
  const listing = (slug: string, plan: 'free' | 'premium') =>
    db
      .insert(businesses)
      .values({
        slug,
        name: slug,
        description: 'A local business on the island.',
        category: 'restaurant',
        approved: true,
        ownerId,
        plan,
        subscriptionStatus: plan === 'premium' ? 'active' : null,
      })
      .returning()
      .get().id;
  listingId = listing('dockside', 'premium');
  freeId = listing('free-grill', 'free');
});

const owner = () => ({ id: ownerId, role: 'user' });
const BEFORE_DST = new Date('2026-10-30T12:00:00Z');

describe('an offer across the autumn DST change', () => {
  let offerId: number;
  let endsAt: Date;

  it('is stored at the Central-time instants typed (CDT start, CST end)', () => {
    const input = entered({
      title: 'Halloween weekend',
      details: 'Two tacos for the price of one all weekend.',
      code: 'BOO26',
      startsAt: '2026-10-31T12:00',
      endsAt: '2026-11-01T12:00',
    });
    const result = createOffer(owner(), listingId, input, { now: BEFORE_DST });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.offer.startsAt).toBe('2026-10-31T17:00:00.000Z'); // noon CDT (UTC-5)
    expect(result.offer.endsAt).toBe('2026-11-01T18:00:00.000Z'); // noon CST (UTC-6): a 25-hour day
    offerId = result.offer.id;
    endsAt = new Date(result.offer.endsAt);
  });

  it('is public from its start until just before its end, and gone at its end', () => {
    const ids = (now: Date) => currentOffers(now).map((o) => o.id);
    const start = new Date('2026-10-31T17:00:00.000Z');
    expect(ids(new Date(start.getTime() - 1))).not.toContain(offerId);
    expect(ids(start)).toContain(offerId);
    expect(ids(new Date(endsAt.getTime() - 1))).toContain(offerId);
    expect(ids(endsAt)).not.toContain(offerId);
    expect(listingOffers(row(listingId), new Date(endsAt.getTime() - 1)).items.map((o) => o.id)).toEqual([offerId]);
    expect(listingOffers(row(listingId), endsAt).items).toEqual([]);
    expect(withOffers([{ id: listingId }], new Date(endsAt.getTime() - 1))[0]!.offer).toBe('Halloween weekend');
    expect(withOffers([{ id: listingId }], endsAt)[0]!.offer).toBeNull();
  });

  it('tells caches to keep a page no longer than until the next start or end', () => {
    expect(secondsUntilOffersChange(new Date('2026-10-31T16:59:00Z'), listingId)).toBe(60); // starts in a minute
    expect(secondsUntilOffersChange(new Date(endsAt.getTime() - 30_000), listingId)).toBe(30);
    expect(secondsUntilOffersChange(new Date(endsAt.getTime() - 30_000))).toBe(30);
    expect(secondsUntilOffersChange(endsAt, listingId)).toBeUndefined();
  });

  it('hides with premium and comes back on renewal; an unapproved listing shows none', () => {
    const during = new Date('2026-11-01T06:00:00Z');
    const set = (values: Partial<typeof businesses.$inferInsert>) =>
      getDb().update(businesses).set(values).where(eq(businesses.id, listingId)).run();
    set({ subscriptionStatus: 'canceled' });
    expect(listingOffers(row(listingId), during).items).toEqual([]);
    expect(currentOffers(during)).toEqual([]);
    expect(secondsUntilOffersChange(during)).toBeUndefined();
    set({ subscriptionStatus: 'active', approved: false });
    expect(currentOffers(during)).toEqual([]);
    expect(listingOffers(row(listingId), during).items).toEqual([]);
    set({ approved: true });
    expect(currentOffers(during).map((o) => o.id)).toEqual([offerId]);
  });

  it('becomes schema.org Offers with validFrom and validThrough', () => {
    const [offer] = listingOffers(row(listingId), new Date('2026-11-01T06:00:00Z')).items;
    expect(offersJsonLd([offer!], 'https://example.org/business/1-dockside')).toEqual({
      makesOffer: [
        {
          '@type': 'Offer',
          name: 'Halloween weekend',
          description: 'Two tacos for the price of one all weekend.',
          validFrom: '2026-10-31T17:00:00.000Z',
          validThrough: '2026-11-01T18:00:00.000Z',
          url: `https://example.org/business/1-dockside#offer-${offerId}`,
        },
      ],
    });
    expect(offersJsonLd([], 'https://example.org/business/1')).toEqual({});
  });

  it('is deleted by its owner, not by someone else', () => {
    expect(deleteOffer({ id: ownerId + 100, role: 'user' }, offerId)).toMatchObject({ ok: false, status: 403 });
    expect(deleteOffer(owner(), offerId)).toEqual({ ok: true });
    expect(deleteOffer(owner(), offerId)).toMatchObject({ ok: false, status: 404 });
  });
});

describe('createOffer refuses', () => {
  const valid = {
    title: 'Sunset special',
    details: 'Half-price drinks at sunset.',
    startsAt: '2026-12-01T17:00',
    endsAt: '2026-12-01T19:00',
  };
  const now = new Date('2026-11-20T12:00:00Z');

  it('an end already passed, a run over a year, a start over two years ahead, a free listing and someone else’s listing', () => {
    expect(createOffer(owner(), listingId, entered(valid), { now: new Date('2026-12-02T12:00:00Z') })).toMatchObject({
      status: 400,
      errors: { endsAt: ['The end must be in the future'] },
    });
    expect(createOffer(owner(), listingId, entered({ ...valid, endsAt: '2028-01-01T00:00' }), { now })).toMatchObject({
      status: 400,
    });
    const farAhead = entered({ ...valid, startsAt: '2029-01-01T10:00', endsAt: '2029-01-02T10:00' });
    expect(createOffer(owner(), listingId, farAhead, { now })).toMatchObject({ status: 400 });
    expect(createOffer(owner(), freeId, entered(valid), { now })).toMatchObject({
      status: 403,
      error: 'Offers are a Premium feature. Upgrade this listing to Premium to publish offers.',
    });
    expect(createOffer({ id: ownerId + 100, role: 'user' }, listingId, entered(valid), { now })).toMatchObject({ status: 403 });
    expect(currentOffers(new Date('2026-12-01T23:30:00Z'))).toEqual([]);
  });

  it('an end before the start, in the schema, with a message on the end field', () => {
    const parsed = offerSchema(ZONE).safeParse({ ...valid, endsAt: '2026-12-01T16:00' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['endsAt', 'The end must be after the start'],
    ]);
  });
});

describe('the public offer queries', () => {
  it('read offers first and each listing by its key, never walking the listings', () => {
    // A fresh connection prepares every statement again, so each one passes through the recorder.
    closeDb();
    const client = getDb().$client;
    const texts: string[] = [];
    const prepare = client.prepare.bind(client);
    client.prepare = ((source: string) => {
      texts.push(source);
      return prepare(source);
    }) as typeof client.prepare;
    const now = new Date();
    currentOffers(now);
    listingOffers(row(listingId), now);
    withOffers([{ id: listingId }, { id: freeId }], now);
    secondsUntilOffersChange(now);
    const offerQueries = texts.filter((text) => /from offers o/i.test(text));
    expect(offerQueries.length).toBeGreaterThanOrEqual(4);
    for (const text of offerQueries) {
      const plan = (prepare(`explain query plan ${text}`).all({ now: 0, businessId: 1, ids: '[]' }) as { detail: string }[]).map(
        (step) => step.detail,
      );
      expect(
        plan.find((step) => /\bb\b/.test(step)),
        text,
      ).toMatch(/^SEARCH b USING INTEGER PRIMARY KEY/);
    }
  });
});
