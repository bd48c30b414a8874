import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '#src/platform/server/db/client.ts';
import { businesses, type NewBusiness } from '#src/platform/server/db/schema.ts';
import {
  countApprovedBusinesses,
  findApprovedBusinesses,
  getApprovedBusiness,
  listApprovedBusinesses,
  listSpotlightBusinesses,
  listRelatedBusinesses,
  toPublicBusiness,
} from '#src/features/listings/server/businesses.queries.ts';
import { useTempDatabaseFile } from '../../helpers/temp-database';

const row = (over: Partial<NewBusiness> & { name: string }): NewBusiness => ({
  slug: over.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  description: 'A local business on the island.',
  category: 'restaurant',
  approved: true,
  ...over,
});

useTempDatabaseFile('directory-queries-');

beforeAll(() => {
  getDb()
    .insert(businesses)
    .values([
      row({ name: 'Zed Grill', description: 'Burgers and a grill on the water' }),
      row({ name: 'Alpha Cafe', featured: true }),
      row({ name: 'Bravo Bistro', plan: 'premium', subscriptionStatus: 'active' }),
      row({ name: 'Charlie Lapsed Premium', plan: 'premium', subscriptionStatus: 'canceled' }),
      row({ name: 'Hidden Pending Grill', approved: false }),
      row({ name: 'Deep Sea Charters', category: 'recreation', description: 'Offshore FISHING trips' }),
      row({ name: 'Kayak Rentals', category: 'recreation', description: 'Paddle the bay' }),
      row({ name: '100% Juice Bar', category: 'restaurant', description: 'Smoothies_and more' }),
      row({ name: 'Owned Museum', category: 'museums', ownerId: null }),
    ])
    .run();
});

const names = (list: { name: string }[]) => list.map((b) => b.name);

describe('public business listing', () => {
  it('lists only approved businesses: active premium first, then featured, then by name', () => {
    const list = listApprovedBusinesses({ categories: ['restaurant'] });
    expect(names(list)).toEqual(['Bravo Bistro', 'Alpha Cafe', '100% Juice Bar', 'Charlie Lapsed Premium', 'Zed Grill']);
    expect(countApprovedBusinesses()).toBe(8);
  });

  it('matches a case-insensitive substring of name, description or category', () => {
    expect(names(listApprovedBusinesses({ q: 'GRILL' }))).toEqual(['Zed Grill']);
    expect(names(listApprovedBusinesses({ q: 'fishing' }))).toEqual(['Deep Sea Charters']);
    expect(names(listApprovedBusinesses({ q: 'recreation' }))).toEqual(['Deep Sea Charters', 'Kayak Rentals']);
    expect(names(listApprovedBusinesses({ q: 'Museums & History' }))).toEqual(['Owned Museum']);
    // LIKE wildcards are plain characters here.
    expect(names(listApprovedBusinesses({ q: '100%' }))).toEqual(['100% Juice Bar']);
    expect(names(listApprovedBusinesses({ q: 's_a' }))).toEqual(['100% Juice Bar']);
    // Every word must match somewhere.
    expect(names(listApprovedBusinesses({ q: 'grill water' }))).toEqual(['Zed Grill']);
    expect(listApprovedBusinesses({ q: 'pending' })).toEqual([]);
  });

  it('applies topic words, featured and unclaimed filters', () => {
    expect(names(listApprovedBusinesses({ categories: ['recreation'], anyOf: ['fishing', 'charter', 'marine'] }))).toEqual([
      'Deep Sea Charters',
    ]);
    // Active premium carries the Featured badge and spotlight eligibility; a lapsed premium does not. The spotlight
    // takes turns in id order (Alpha Cafe was inserted before Bravo Bistro): one a day when its size is 1.
    const day1 = new Date('2026-07-01T17:00:00Z');
    const day2 = new Date('2026-07-02T17:00:00Z');
    expect(names(listSpotlightBusinesses({ now: day1 })).sort()).toEqual(['Alpha Cafe', 'Bravo Bistro']);
    expect(
      names([...listSpotlightBusinesses({ now: day1, size: 1 }), ...listSpotlightBusinesses({ now: day2, size: 1 })]).sort(),
    ).toEqual(['Alpha Cafe', 'Bravo Bistro']);
    expect(countApprovedBusinesses({ unclaimed: true })).toBe(8);
  });

  it('pages with limit and offset and reports the total', () => {
    const page = findApprovedBusinesses({ limit: 3, offset: 3 });
    expect(page.total).toBe(8);
    expect(page.items).toHaveLength(3);
    const all = names(listApprovedBusinesses({ limit: 100 }));
    expect(names(page.items)).toEqual(all.slice(3, 6));
  });

  it('sees approvals, renames and deletions on the next call', () => {
    const db = getDb();
    db.update(businesses).set({ approved: true }).where(eq(businesses.name, 'Hidden Pending Grill')).run();
    expect(names(listApprovedBusinesses({ q: 'grill' }))).toEqual(['Hidden Pending Grill', 'Zed Grill']);
    db.update(businesses).set({ name: 'Zed Smokehouse', description: 'Brisket' }).where(eq(businesses.name, 'Zed Grill')).run();
    expect(names(listApprovedBusinesses({ q: 'grill' }))).toEqual(['Hidden Pending Grill']);
    db.update(businesses).set({ approved: false }).where(eq(businesses.name, 'Hidden Pending Grill')).run();
    expect(listApprovedBusinesses({ q: 'grill' })).toEqual([]);
  });

  it('returns single and related businesses without unapproved ones', () => {
    const cafe = listApprovedBusinesses({ q: 'alpha' })[0]!;
    expect(getApprovedBusiness({ id: cafe.id })?.name).toBe('Alpha Cafe');
    const hidden = getDb().select().from(businesses).where(eq(businesses.name, 'Hidden Pending Grill')).get()!;
    expect(getApprovedBusiness({ id: hidden.id })).toBeUndefined();
    const related = listRelatedBusinesses({ id: cafe.id, category: 'restaurant' });
    expect(related).toHaveLength(3);
    expect(names(related)).not.toContain('Alpha Cafe');
  });

  it('exposes no private fields', () => {
    const b = getDb().select().from(businesses).where(eq(businesses.name, 'Bravo Bistro')).get()!;
    const pub = toPublicBusiness({ ...b, ownerId: 5, stripeSubscriptionId: 'sub_123' });
    expect(pub).not.toHaveProperty('ownerId');
    expect(pub).not.toHaveProperty('stripeSubscriptionId');
    expect(pub).not.toHaveProperty('currentPeriodEnd');
    expect(pub).toMatchObject({ claimed: true, premium: true, subscriptionStatus: 'active' });
  });
});
