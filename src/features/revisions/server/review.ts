/**
 * Admin review of pending edits to live items (a listing's revision, an event's edit), written once:
 * approve applies the proposed fields to the live item, reject keeps it as it is; either way the decision
 * is audited and the owner is e-mailed, with the reason. Each kind says where its edits are kept and how
 * an accepted one is applied (src/features/revisions/server/kinds.ts).
 */
import { getDb } from '#src/platform/server/db/client.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import type { RevisionDecision } from './pending-revisions.queries.ts';
import { findUserById } from '#src/features/accounts/server/users.queries.ts';
import type { EventPhoto } from '#src/platform/server/db/schema.ts';
import { queueMail, type RenderedEmail } from '#src/platform/server/mail/index.ts';
import { releaseFiles } from '#src/features/photos/server/service.ts';

type Audit = { actorId: number; ip: string | null };

/** A pending edit as the decision sees it. */
interface Revision {
  id: number;
  changes: object;
}

/** What differs between reviewing a listing's edit and an event's. */
export interface Revisable<Rev extends Revision, Live extends { ownerId: number | null }> {
  kind: 'business' | 'event';
  find: (query: { id: number }) => Rev | undefined;
  /** The live item the edit belongs to. */
  liveId: (revision: Rev) => number;
  /** False when the edit was no longer pending (decided by someone else first). */
  markDecided: (decision: RevisionDecision) => boolean;
  /**
   * Inside the decision's transaction: an approved edit written to the live item (a rejected one leaves it);
   * the live item after, and the photo files no row needs any more, released after the commit.
   */
  settle: (revision: Rev, approved: boolean) => { live: Live; released: Pick<EventPhoto, 'hash' | 'widths'>[] };
  email: (live: Live, decision: { approved: boolean; reason: string | null }) => RenderedEmail;
}

export type RevisionOutcome<Rev> = { ok: true; revision: Rev } | { ok: false; status: 404 | 409; error: string };

export async function decideRevisionOf<Rev extends Revision, Live extends { ownerId: number | null }>(
  r: Revisable<Rev, Live>,
  id: number,
  decision: { approved: boolean; reason?: string | null },
  who: Audit,
): Promise<RevisionOutcome<Rev>> {
  const { approved } = decision;
  const reason = decision.reason ?? null;
  let released: Pick<EventPhoto, 'hash' | 'widths'>[] = [];
  const outcome = getDb().transaction((): RevisionOutcome<Rev> => {
    const revision = r.find({ id });
    if (!revision) return { ok: false, status: 404, error: 'Revision not found' };
    if (!r.markDecided({ id, status: approved ? 'approved' : 'rejected', reason, decidedBy: who.actorId }))
      return { ok: false, status: 409, error: 'This revision has already been decided.' };
    const settled = r.settle(revision, approved);
    released = settled.released;
    const owner = settled.live.ownerId === null ? undefined : findUserById({ id: settled.live.ownerId });
    if (owner) queueMail({ to: owner.email, ...r.email(settled.live, { approved, reason }) });
    insertAuditEntry({
      action: `${r.kind}.${approved ? 'revision_approved' : 'revision_rejected'}`,
      actorUserId: who.actorId,
      targetType: r.kind,
      targetId: r.liveId(revision),
      ip: who.ip,
      details: { revisionId: id, fields: Object.keys(revision.changes), reason },
    });
    return { ok: true, revision: r.find({ id })! };
  });
  await releaseFiles(released);
  return outcome;
}
