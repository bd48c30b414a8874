/**
 * The Featured badge rule in its forms: the row function (badge on cards and pages, `featured` in
 * the API) and the directory search (`?featured=true`, the home spotlight), on every combination of the admin's
 * switch, plan and subscription status. The premium part alone: active-premium.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '#src/platform/server/db/client.ts';
import { businesses, type NewBusiness } from '#src/platform/server/db/schema.ts';
import {
  findApprovedBusinesses,
  listSpotlightBusinesses,
  toPublicBusiness,
} from '#src/features/listings/server/businesses.queries.ts';
import { showsFeaturedBadge } from '#src/features/listings/server/featured-badge.queries.ts';
import { useTempDatabaseFile } from '../../helpers/temp-database';

const statuses = [null, 'active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid'];
const combos = [false, true].flatMap((featured) =>
  (['free', 'premium'] as const).flatMap((plan) =>
    statuses.map((subscriptionStatus) => ({ featured, plan, subscriptionStatus })),
  ),
);

useTempDatabaseFile('featured-badge-');

beforeAll(() => {
  const rows: NewBusiness[] = combos.map((c, i) => ({
    slug: `b-${i}`,
    name: `Business ${String(i).padStart(2, '0')}`,
    description: 'A local business.',
    category: 'restaurant',
    approved: true,
    ...c,
  }));
  getDb().insert(businesses).values(rows).run();
});

describe('the Featured badge rule', () => {
  it('is the admin switch or active (or trialing) premium, nothing else', () => {
    for (const c of combos)
      expect(showsFeaturedBadge(c), JSON.stringify(c)).toBe(
        c.featured || (c.plan === 'premium' && (c.subscriptionStatus === 'active' || c.subscriptionStatus === 'trialing')),
      );
  });

  it('gives the API `featured` field, the ?featured=true filter and the spotlight the same listings', () => {
    const all = getDb().select().from(businesses).all();
    const badge = new Set(all.filter(showsFeaturedBadge).map((b) => b.id));
    expect(badge.size).toBe(combos.filter(showsFeaturedBadge).length);
    // The API field is the badge, not the stored admin switch.
    for (const b of all) expect(toPublicBusiness(b).featured, b.name).toBe(badge.has(b.id));
    const filtered = findApprovedBusinesses({ featured: true, limit: 100 });
    expect(new Set(filtered.items.map((b) => b.id))).toEqual(badge);
    expect(filtered.total).toBe(badge.size);
    const unfeatured = findApprovedBusinesses({ featured: false, limit: 100 }).items.map((b) => b.id);
    expect(unfeatured.some((id) => badge.has(id))).toBe(false);
    // Over enough days, the spotlight shows every listing with the badge and no other.
    const seen = new Set<number>();
    for (let day = 0; day < badge.size; day++)
      for (const b of listSpotlightBusinesses({ now: new Date(Date.UTC(2026, 0, 10 + day, 18)) })) seen.add(b.id);
    expect(seen).toEqual(badge);
  });
});
