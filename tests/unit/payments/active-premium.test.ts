/**
 * The "active premium" rule, pinned once: the TypeScript predicates (src/features/payments/billing-rules.ts) and the SQL
 * fragments (src/features/payments/server/active-premium.queries.ts) on a real SQLite file, over every plan, subscription status
 * and billing date, must give the same answer, and the answer is the status alone.
 */
import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isActivePremium, isLiveSubscription, isPremiumStatus } from '#src/features/payments/billing-rules.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import {
  ACTIVE_PREMIUM_SQL,
  PREMIUM_RANK_SQL,
  premiumRank,
  premiumStatus,
} from '#src/features/payments/server/active-premium.queries.ts';
import { businesses, type Business, type NewBusiness } from '#src/platform/server/db/schema.ts';
import { useTempDatabaseFile } from '../../helpers/temp-database';

const NOW = Date.UTC(2026, 5, 15, 12);
const DAY = 86_400_000;
const statuses = [null, 'active', 'trialing', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused'];
const periodEnds = [null, new Date(NOW - 3 * DAY), new Date(NOW + 20 * DAY)];
/** No cancellation, cancelled at the period's end (still to come), and a cancellation date already passed. */
const cancelAts = [null, new Date(NOW + 20 * DAY), new Date(NOW - DAY)];

const combos = (['free', 'premium'] as const).flatMap((plan) =>
  statuses.flatMap((subscriptionStatus) =>
    periodEnds.flatMap((currentPeriodEnd) =>
      cancelAts.map((cancelAt) => ({ plan, subscriptionStatus, currentPeriodEnd, cancelAt })),
    ),
  ),
);

let rows: Business[];

useTempDatabaseFile('active-premium-');

beforeAll(() => {
  const values: NewBusiness[] = combos.map((c, i) => ({
    slug: `b-${i}`,
    name: `Business ${i}`,
    description: 'A local business.',
    category: 'restaurant',
    approved: true,
    ...c,
  }));
  getDb().insert(businesses).values(values).run();
  rows = getDb().select().from(businesses).orderBy(asc(businesses.id)).all();
});

describe('the active premium rule', () => {
  it('is a premium plan whose subscription is active or trialing, whatever the billing dates say', () => {
    const premium = (r: Pick<Business, 'plan' | 'subscriptionStatus'>) =>
      r.plan === 'premium' && (r.subscriptionStatus === 'active' || r.subscriptionStatus === 'trialing');
    expect(rows).toHaveLength(combos.length);
    for (const r of rows) expect(isActivePremium(r), JSON.stringify(r)).toBe(premium(r));

    const row = (c: Partial<NewBusiness>) =>
      isActivePremium({ plan: 'premium', subscriptionStatus: 'active', ...c } as Pick<Business, 'plan' | 'subscriptionStatus'>);
    // Stripe (or the test checkout's renewal job) moves the status; a late renewal keeps premium meanwhile.
    expect(row({ currentPeriodEnd: new Date(NOW - 3 * DAY) })).toBe(true);
    // Cancelled at the end of the period: premium until Stripe says canceled.
    expect(row({ cancelAt: new Date(NOW + 20 * DAY) })).toBe(true);
    expect(row({ subscriptionStatus: 'canceled', currentPeriodEnd: new Date(NOW + 20 * DAY) })).toBe(false);
    // A failed renewal pauses premium, but the subscription lives on (no second checkout).
    expect(row({ subscriptionStatus: 'past_due' })).toBe(false);
    expect(isLiveSubscription('past_due')).toBe(true);
    // The free plan never has premium benefits, even with a stray active status.
    expect(row({ plan: 'free' })).toBe(false);
  });

  it('names the premium and the live statuses', () => {
    expect(statuses.filter(isPremiumStatus)).toEqual(['active', 'trialing']);
    expect(statuses.filter(isLiveSubscription)).toEqual(['active', 'trialing', 'past_due']);
  });

  it('gives the same listings in SQL: the prepared-statement text and the drizzle fragments', () => {
    const expected = rows.filter(isActivePremium).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);
    const client = getDb().$client;
    const byText = client.prepare(`select id from businesses where ${ACTIVE_PREMIUM_SQL} order by id`).pluck().all();
    expect(byText).toEqual(expected);
    const byRank = client.prepare(`select id from businesses where ${PREMIUM_RANK_SQL} = 0 order by id`).pluck().all();
    expect(byRank).toEqual(expected);

    const ranked = getDb().select({ id: businesses.id, rank: premiumRank }).from(businesses).orderBy(asc(businesses.id)).all();
    expect(ranked.filter((r) => r.rank === 0).map((r) => r.id)).toEqual(expected);
    // Never NULL, so `rank = 0` and `rank = 1` split every row between them.
    expect(ranked.every((r) => r.rank === 0 || r.rank === 1)).toBe(true);

    const byStatus = getDb()
      .select({ id: businesses.id })
      .from(businesses)
      .where(premiumStatus)
      .orderBy(asc(businesses.id))
      .all();
    expect(byStatus.map((r) => r.id)).toEqual(rows.filter((r) => isPremiumStatus(r.subscriptionStatus)).map((r) => r.id));
  });
});
