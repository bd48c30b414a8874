/** What an admin's decision on a pending revision writes, for listing and event revisions alike. */
import { and, eq } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import type { businessRevisions, eventRevisions } from '#src/platform/server/db/schema.ts';

export interface RevisionDecision {
  id: number;
  status: 'approved' | 'rejected';
  reason?: string | null;
  decidedBy: number;
}

/** False when the revision was no longer pending (decided by someone else first). */
export function markRevisionDecided(
  table: typeof businessRevisions | typeof eventRevisions,
  { id, status, reason = null, decidedBy }: RevisionDecision,
): boolean {
  const now = new Date();
  return (
    getDb()
      .update(table)
      .set({ status, reason, decidedBy, decidedAt: now, updatedAt: now })
      .where(and(eq(table.id, id), eq(table.status, 'pending')))
      .run().changes === 1
  );
}
