/** What an admin's decision on a pending revision writes, for listing and event revisions alike. */
export interface RevisionDecision {
  id: number;
  status: 'approved' | 'rejected';
  reason?: string | null;
  decidedBy: number;
}

export function decidedColumns({ status, reason = null, decidedBy }: RevisionDecision) {
  const now = new Date();
  return { status, reason, decidedBy, decidedAt: now, updatedAt: now };
}
