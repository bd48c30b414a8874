/** A listing's attributes (what the owner says the place offers, src/features/listings/attributes.ts). */
import type Database from 'better-sqlite3';
import { getDb } from '#src/platform/server/db/client.ts';
import { preparedOnce } from '#src/platform/server/db/prepared.queries.ts';
import { inListOrder, type ListingAttribute } from '#src/features/listings/attributes.ts';

const statements = (client: Database.Database) =>
  preparedOnce(client, 'listing attributes', (c) => ({
    of: c.prepare<[number], string>('select attribute from business_attributes where business_id = ?').pluck(),
    clear: c.prepare<[number]>('delete from business_attributes where business_id = ?'),
    add: c.prepare<[number, string]>('insert or ignore into business_attributes (business_id, attribute) values (?, ?)'),
  }));

/** The listing's attributes in the list's order (every public view of a listing carries them). */
export function listingAttributesOf(businessId: number): ListingAttribute[] {
  return inListOrder(statements(getDb().$client).of.all(businessId));
}

/** Replaces the listing's attributes with `attributes` (in the caller's transaction, or one of its own). */
export function setListingAttributes(businessId: number, attributes: readonly ListingAttribute[]): void {
  const client = getDb().$client;
  const s = statements(client);
  client.transaction(() => {
    s.clear.run(businessId);
    for (const a of attributes) s.add.run(businessId, a);
  })();
}
