/** Which shell a signed-in person gets, against a real temporary SQLite file: how the account was made, and what it has. */
import { describe, expect, it } from 'vitest';
import { useTempDatabase } from './db';

useTempDatabase();
const { getDb } = await import('#src/platform/server/db/client.ts');
const { businesses, claims, events } = await import('#src/platform/server/db/schema.ts');
const { insertUser } = await import('#src/features/accounts/server/users.queries.ts');
const { accountKind } = await import('#src/features/accounts/server/account-kind.ts');
const { afterLogin } = await import('#src/features/accounts/server/redirects.ts');

let n = 0;
const account = (createdAs?: 'visitor' | 'owner', role?: 'admin') =>
  insertUser({ email: `k${++n}@example.com`, firstName: 'Kim', lastName: 'Lo', passwordHash: 'x', createdAs, role });
const listing = (ownerId: number | null) =>
  getDb()
    .insert(businesses)
    .values({ slug: `shop-${++n}`, name: 'Dock Shop', description: 'Bait and tackle by the ferry.', category: 'retail', ownerId })
    .returning()
    .get();

describe('accountKind', () => {
  it('an account made without saying how is an owner’s, as every account before visitor accounts', () => {
    expect(account().createdAs).toBe('owner');
  });

  it('an owner account is an owner’s with nothing listed yet (the spec’s empty dashboard); an admin is an admin', () => {
    expect(accountKind(account('owner'))).toBe('owner');
    expect(afterLogin(account('owner'), null)).toBe('/dashboard');
    expect(accountKind(account('visitor', 'admin'))).toBe('admin');
  });

  it('a visitor account is a visitor’s until it has a listing, an event or a claim', () => {
    const fresh = account('visitor');
    expect(accountKind(fresh)).toBe('visitor');
    expect(afterLogin(fresh, null)).toBe('/account');

    const lister = account('visitor');
    listing(lister.id);
    expect(accountKind(lister)).toBe('owner');

    const host = account('visitor');
    getDb()
      .insert(events)
      .values({
        title: 'Beach Cleanup',
        description: 'Gloves and bags provided.',
        category: 'Community',
        location: 'Station 9',
        startDate: new Date('2031-04-12T13:00:00Z'),
        endDate: new Date('2031-04-12T16:00:00Z'),
        ownerId: host.id,
      })
      .run();
    expect(accountKind(host)).toBe('owner');

    const claimant = account('visitor');
    getDb()
      .insert(claims)
      .values({ businessId: listing(null).id, userId: claimant.id, method: 'review', status: 'rejected' })
      .run();
    expect(accountKind(claimant)).toBe('owner');
  });
});
