/**
 * Moderation states. `approved` stays the boolean the spec's API carries; `status` is
 * derived from it and the rejection mark, so the two can never disagree.
 */
export type ModerationStatus = 'pending' | 'approved' | 'rejected';

export function moderationStatus(row: { approved: boolean; rejectedAt: Date | number | string | null }): ModerationStatus {
  if (row.approved) return 'approved';
  return row.rejectedAt === null ? 'pending' : 'rejected';
}

export const moderationLabels: Record<ModerationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** A claim's status as the admin reads it (claims table and claim preview). */
export const claimStatusLabels = {
  ...moderationLabels,
  superseded: 'Closed (another claim won)',
  revoked: 'Revoked',
} as const;

/**
 * The toast after an owner saved their listing or event, from the island or the page's no-JavaScript post: the
 * whole item went back for review (saving a rejected one resubmits it), or a change waits for review (a live
 * item's pending revision), or it is simply saved. Each kind says the first two in its own words.
 */
export const savedMessage =
  (noun: 'Listing' | 'Event', words: { backToReview: string; pendingRevision: string }) =>
  ({ pendingRevision, backToReview }: { pendingRevision: boolean; backToReview: boolean }) => ({
    title: backToReview ? `${noun} sent for review` : `${noun} updated`,
    description: backToReview ? words.backToReview : pendingRevision ? words.pendingRevision : 'Your changes are saved.',
  });
