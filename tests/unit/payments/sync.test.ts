/** The shared billing path against a real temporary SQLite file. */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTempDatabase } from '../accounts/db';

useTempDatabase();
const { getDb } = await import('#src/platform/server/db/client.ts');
const { insertUser } = await import('#src/features/accounts/server/users.queries.ts');
const { businesses, mailQueue } = await import('#src/platform/server/db/schema.ts');
const { applySubscriptionSnapshot } = await import('#src/features/payments/server/sync.ts');
const { endDueTestSubscriptions, TEST_SUBSCRIPTION_PREFIX } = await import('#src/features/payments/server/test-checkout.ts');
const { eq } = await import('drizzle-orm');

let ownerId: number;
beforeAll(() => {
  ownerId = insertUser({ email: 'sync@example.com', firstName: 'Sy', lastName: 'Nc', passwordHash: 'x' }).id;
});

function listing(values: Partial<typeof businesses.$inferInsert> = {}) {
  return getDb()
    .insert(businesses)
    .values({
      slug: 'x',
      name: 'Dock Shop',
      description: 'Bait and tackle by the ferry.',
      category: 'retail',
      ownerId,
      plan: 'premium',
      subscriptionStatus: 'incomplete',
      ...values,
    })
    .returning()
    .get();
}
const read = (id: number) => getDb().select().from(businesses).where(eq(businesses.id, id)).get()!;
const snap = (id: string, status: string, businessId: number | null, extra: object = {}) => ({
  id,
  status,
  currentPeriodEnd: new Date('2030-01-01T00:00:00Z'),
  cancelAt: null,
  businessId,
  subscriptionType: 'monthly' as const,
  ...extra,
});

describe('applySubscriptionSnapshot', () => {
  it('applies an event id once and mails one confirmation (and one notice to the admins)', () => {
    const b = listing();
    const before = getDb().select().from(mailQueue).all().length;
    const event = { id: 'evt_once', type: 'customer.subscription.updated' };
    expect(applySubscriptionSnapshot({ snapshot: snap('sub_a', 'active', b.id), event }).outcome).toBe('applied');
    expect(applySubscriptionSnapshot({ snapshot: snap('sub_a', 'active', b.id), event }).outcome).toBe('duplicate');
    expect(read(b.id)).toMatchObject({ plan: 'premium', subscriptionStatus: 'active', stripeSubscriptionId: 'sub_a' });
    const sent = getDb().select().from(mailQueue).all().slice(before);
    expect(sent.filter((m) => m.to === 'sync@example.com')).toHaveLength(1);
    expect(sent.filter((m) => m.to !== 'sync@example.com').map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Payment received: /),
    ]);
  });

  it('never links a second live subscription to a listing that has one', () => {
    const b = listing();
    applySubscriptionSnapshot({ snapshot: snap('sub_b1', 'active', b.id) });
    expect(applySubscriptionSnapshot({ snapshot: snap('sub_b2', 'active', b.id) }).outcome).toBe('second-subscription');
    expect(read(b.id).stripeSubscriptionId).toBe('sub_b1');
  });

  it('ignores news about an old ended subscription, but a new one replaces an ended one', () => {
    const b = listing();
    applySubscriptionSnapshot({ snapshot: snap('sub_c1', 'canceled', b.id) });
    applySubscriptionSnapshot({ snapshot: snap('sub_c2', 'active', b.id) });
    // sub_c1 is no longer linked: the listing is found through its metadata and the late news is refused.
    expect(applySubscriptionSnapshot({ snapshot: snap('sub_c1', 'canceled', b.id) }).outcome).toBe('stale');
    expect(read(b.id)).toMatchObject({ stripeSubscriptionId: 'sub_c2', subscriptionStatus: 'active', plan: 'premium' });
  });

  it('past_due and canceled are not premium; incomplete keeps the chosen plan', () => {
    const b = listing();
    applySubscriptionSnapshot({ snapshot: snap('sub_d', 'incomplete', b.id) });
    expect(read(b.id).plan).toBe('premium');
    applySubscriptionSnapshot({ snapshot: snap('sub_d', 'past_due', b.id) });
    expect(read(b.id).plan).toBe('free');
    applySubscriptionSnapshot({ snapshot: snap('sub_d', 'canceled', b.id) });
    expect(read(b.id)).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled' });
  });
});

describe('test subscriptions end at their cancellation date', () => {
  it('turn into free listings (not deleted) once cancelAt has passed', () => {
    const cancelAt = new Date('2030-03-01T00:00:00Z');
    const b = listing({
      plan: 'premium',
      subscriptionStatus: 'active',
      stripeSubscriptionId: `${TEST_SUBSCRIPTION_PREFIX}e`,
      cancelAt,
    });
    expect(endDueTestSubscriptions({ now: new Date('2030-02-28T00:00:00Z') })).toBe(0);
    expect(read(b.id).plan).toBe('premium');
    expect(endDueTestSubscriptions({ now: new Date('2030-03-01T00:00:01Z') })).toBe(1);
    expect(read(b.id)).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled', name: 'Dock Shop' });
    expect(endDueTestSubscriptions({ now: new Date('2030-03-02T00:00:00Z') })).toBe(0);
  });
});
