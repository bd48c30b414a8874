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
