/**
 * /admin/claims/{id}: one claim as the admin decides it — the listing as the public sees it (its
 * directory card and contact block) beside the claimant's details and evidence, and how many other
 * claims wait for the same listing.
 */
import { toCardData } from '#src/features/directory/business-card.ts';
import { toPublicBusiness } from '#src/features/listings/server/businesses.queries.ts';
import { findClaimById, listOtherPendingClaims, revokedOwnerSince } from './claims.queries.ts';
import { findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import { findUserById } from '#src/features/accounts/server/users.queries.ts';
import { parseId } from '#src/platform/server/http/json.ts';

export function loadClaimPreview(idParam: string | undefined) {
  const id = parseId(idParam);
  const claim = id === null ? undefined : findClaimById({ id });
  const business = claim && findBusinessById({ id: claim.businessId });
  const claimant = claim && findUserById({ id: claim.userId });
  if (!claim || !business || !claimant) return null;
  const owner = business.ownerId === null ? undefined : findUserById({ id: business.ownerId });
  return {
    claim,
    business,
    card: toCardData(toPublicBusiness(business)),
    ownerEmail: owner?.email ?? null,
    claimant: {
      name: `${claimant.firstName} ${claimant.lastName}`.trim(),
      email: claimant.email,
      verified: claimant.emailVerifiedAt !== null,
      since: claimant.createdAt,
      /** An admin removed this account as owner of the listing: only a review gives it back. */
      revokedAt: revokedOwnerSince({ businessId: business.id, userId: claimant.id }),
    },
    otherPending: listOtherPendingClaims({ businessId: business.id, exceptId: claim.id }).length,
  };
}
