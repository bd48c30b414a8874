/** What a claim found on the listing, and putting it back when an admin removes the owner the claim made. */
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { businesses, claims, type ListingContacts } from '#src/platform/server/db/schema.ts';

export function setContactsBefore({ id, contacts }: { id: number; contacts: ListingContacts }): void {
  getDb().update(claims).set({ contactsBefore: contacts }).where(eq(claims.id, id)).run();
}

/** The approved claim that made `userId` the listing's owner (the latest, should there be more than one). */
export function findOwnersClaim({ businessId, userId }: { businessId: number; userId: number }) {
  return getDb()
    .select({ id: claims.id, contactsBefore: claims.contactsBefore })
    .from(claims)
    .where(and(eq(claims.businessId, businessId), eq(claims.userId, userId), eq(claims.status, 'approved')))
    .orderBy(desc(claims.id))
    .get();
}

export function setListingContacts({ id, contacts }: { id: number; contacts: ListingContacts }): void {
  getDb()
    .update(businesses)
    .set({ ...contacts, updatedAt: new Date() })
    .where(eq(businesses.id, id))
    .run();
}
