/** What /claims/{id} shows its claimant: where the claim stands and the one next step. */
import { isLiveSubscription } from '#src/features/payments/billing-rules.ts';
import { businessPath } from '#src/features/directory/directory.ts';
import { findClaimById } from './claims.queries.ts';
import { findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import { toClaimView, type ClaimView } from './views.ts';

export const claimPageTexts = {
  approved: { title: 'Claim approved', description: 'The listing is now linked to your account.' },
  resent: { title: 'New code sent', description: 'Check the business mailbox; the previous code no longer works.' },
  failureTitle: 'Claiming Failed',
} as const;

export interface ClaimPageState {
  claim: ClaimView;
  business: { id: number; name: string; path: string };
  /** Approved premium claim whose listing is not paid yet: offer the checkout. */
  payment: { subscriptionType: 'monthly' | 'yearly' } | null;
}

/** Null: no such claim, or not this user's (the page then answers 404 either way). */
export function loadClaimPage(userId: number, id: number): ClaimPageState | null {
  const claim = findClaimById({ id });
  if (!claim || claim.userId !== userId) return null;
  const business = findBusinessById({ id: claim.businessId });
  if (!business) return null;
  const unpaid = !isLiveSubscription(business.subscriptionStatus);
  return {
    claim: toClaimView(claim),
    business: { id: business.id, name: business.name, path: businessPath(business) },
    payment:
      claim.status === 'approved' && claim.plan === 'premium' && business.ownerId === userId && unpaid
        ? { subscriptionType: claim.subscriptionType ?? 'monthly' }
        : null,
  };
}
