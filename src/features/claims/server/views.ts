/** JSON shapes of claims: the claimant's view (never the code) and the admin's (claimant beside listing). */
import type { listClaimsForAdmin } from './claims.queries.ts';
import type { Claim } from '#src/platform/server/db/schema.ts';

/** "o***@example.com": enough for the claimant to recognise the mailbox without publishing it again. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * Where a claim code for this listing would go, as the claim form shows it: the claim
 * address in full when the listing shows it publicly anyway, masked when the listing now shows another
 * one, null when no address was approved (the claim goes to review).
 */
export function claimCodeAddress(b: { email: string | null; claimEmail: string | null }): string | null {
  if (!b.claimEmail) return null;
  return b.claimEmail.trim().toLowerCase() === b.email?.trim().toLowerCase() ? b.claimEmail : maskEmail(b.claimEmail);
}

export const toClaimView = (c: Claim) => ({
  id: c.id,
  businessId: c.businessId,
  status: c.status,
  method: c.method,
  plan: c.plan,
  subscriptionType: c.subscriptionType,
  evidence: c.evidence,
  reason: c.reason,
  codeSentTo: maskEmail(c.codeSentTo),
  codeExpiresAt: c.codeExpiresAt,
  createdAt: c.createdAt,
  decidedAt: c.decidedAt,
});
export type ClaimView = ReturnType<typeof toClaimView>;

type AdminClaimRow = ReturnType<typeof listClaimsForAdmin>['items'][number];

export const toAdminClaim = (r: AdminClaimRow) => ({
  ...toClaimView(r.claim),
  codeSentTo: r.claim.codeSentTo,
  codeAttempts: r.claim.codeAttempts,
  business: r.business,
  claimant: {
    id: r.claimant.id,
    email: r.claimant.email,
    firstName: r.claimant.firstName,
    lastName: r.claimant.lastName,
    verified: r.claimant.emailVerifiedAt !== null,
    createdAt: r.claimant.createdAt,
    revokedAt: r.claimantRevokedAt,
  },
});
