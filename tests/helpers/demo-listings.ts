/** Lookups of the demo data's listings, for files whose site has demo data (tests/helpers/site.ts). */
import type Database from 'better-sqlite3';
import type { Client } from './http';

/** A demo account's approved listings on the site's database: the first premium one and the first free one. */
export function approvedListingsOf(db: Database.Database, email: string): { premiumId: number; freeId: number } {
  const mine = db
    .prepare(
      'select b.id, b.plan from businesses b join users u on u.id = b.owner_id where u.email = ? and b.approved = 1 order by b.id',
    )
    .all(email) as { id: number; plan: string }[];
  return { premiumId: mine.find((b) => b.plan === 'premium')!.id, freeId: mine.find((b) => b.plan === 'free')!.id };
}

/** The signed-in owner's approved listings as its dashboard lists them: the first active premium one with a website, and the first free one. */
export async function premiumAndFreeOf(owner: Client): Promise<{ premiumId: number; website: string; freeId: number }> {
  const mine = (
    await owner.get<{ id: number; approved: boolean; premium: boolean; website: string | null }[]>('/api/businesses/my')
  ).body;
  const premium = mine.find((b) => b.approved && b.premium && b.website)!;
  return { premiumId: premium.id, website: premium.website!, freeId: mine.find((b) => b.approved && !b.premium)!.id };
}
