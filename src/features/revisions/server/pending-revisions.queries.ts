/**
 * What listing and event revisions share: one table each with the same columns, at most one pending edit per
 * live item (a newer edit is merged into the waiting one), and the admin's decision on it.
 */
import { and, eq } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { getDb } from '#src/platform/server/db/client.ts';
import type {
  BusinessRevision,
  businessRevisions,
  EventRevision,
  EventRevisionChanges,
  eventRevisions,
  RevisionChanges,
} from '#src/platform/server/db/schema.ts';

export interface RevisionDecision {
  id: number;
  status: 'approved' | 'rejected';
  reason?: string | null;
  decidedBy: number;
}

/** The two kinds, by the column naming the live item an edit belongs to. */
interface Kinds {
  businessId: { table: typeof businessRevisions; row: BusinessRevision; changes: RevisionChanges };
  eventId: { table: typeof eventRevisions; row: EventRevision; changes: EventRevisionChanges };
}

/** The pending edits kept in `table`, of the live items its `key` column (`column`) names. */
export function pendingRevisions<Key extends keyof Kinds>(table: Kinds[Key]['table'], key: Key, column: SQLiteColumn) {
  type Row = Kinds[Key]['row'];
  // Drizzle types a query on either table as the union of the two; the row is the one of this table.
  const t: typeof businessRevisions | typeof eventRevisions = table;
  const findPending = (query: Record<Key, number>) =>
    getDb()
      .select()
      .from(t)
      .where(and(eq(column, query[key]), eq(t.status, 'pending')))
      .get() as Row | undefined;

  return {
    findPending,

    findById: ({ id }: { id: number }) => getDb().select().from(t).where(eq(t.id, id)).get() as Row | undefined,

    savePending: (edit: Record<Key, number> & { userId: number; changes: Kinds[Key]['changes'] }): Row => {
      const { userId, changes } = edit;
      const waiting = findPending(edit);
      if (waiting)
        return getDb()
          .update(t)
          .set({ changes: { ...waiting.changes, ...changes }, userId, updatedAt: new Date() })
          .where(eq(t.id, waiting.id))
          .returning()
          .get() as Row;
      // `key` is this table's live-item column: TypeScript cannot see that a computed key names it.
      const row = { [key]: edit[key], userId, changes } as unknown as typeof t.$inferInsert;
      return getDb().insert(t).values(row).returning().get() as Row;
    },

    /** False when the revision was no longer pending (decided by someone else first). */
    markDecided: ({ id, status, reason = null, decidedBy }: RevisionDecision): boolean => {
      const now = new Date();
      return (
        getDb()
          .update(t)
          .set({ status, reason, decidedBy, decidedAt: now, updatedAt: now })
          .where(and(eq(t.id, id), eq(t.status, 'pending')))
          .run().changes === 1
      );
    },
  };
}
