/**
 * The contact details a removed owner leaves behind. Owners change a listing's e-mail, phone and website at once,
 * without review, so after an admin revokes an owner (often for impersonation) those could still send customers,
 * calls and /go/{id}/… clicks to the person removed. The approved claim keeps what the listing showed when it made
 * them the owner (before they could change anything); revoking puts exactly that back, which is what a visitor saw
 * and the next owner finds. Where that is not known (a listing the owner created themselves, or a claim from before
 * this was kept whose owner saved the listing since), all three are cleared rather than left as the removed owner
 * may have set them: a listing without a phone sends nobody to the wrong person, and the next owner or an admin
 * fills them in.
 */
import type { Business, ListingContacts } from '#src/platform/server/db/schema.ts';
import { findOwnersClaim, setContactsBefore, setListingContacts } from './revocation.queries.ts';

const contactsOf = (b: Pick<Business, 'email' | 'phone' | 'website'>): ListingContacts => ({
  email: b.email,
  phone: b.phone,
  website: b.website,
});

/** When a claim is approved, inside its transaction: the details as the new owner finds them. */
export function keepContactsAtClaim(claimId: number, listing: Business): void {
  setContactsBefore({ id: claimId, contacts: contactsOf(listing) });
}

export type ContactsReset = 'restored' | 'cleared' | 'unchanged';

/**
 * When an admin revokes `ownerId`, inside the revocation's transaction and before the claim is marked revoked: puts
 * the e-mail, phone and website back to what the claim found, or clears them when that is not known.
 */
export function resetContactsOnRevoke(listing: Business, ownerId: number): ContactsReset {
  const before = findOwnersClaim({ businessId: listing.id, userId: ownerId })?.contactsBefore ?? null;
  const contacts = before ?? { email: null, phone: null, website: null };
  const now = contactsOf(listing);
  if (contacts.email === now.email && contacts.phone === now.phone && contacts.website === now.website) return 'unchanged';
  setListingContacts({ id: listing.id, contacts });
  return before ? 'restored' : 'cleared';
}
