/**
 * Admin decisions on pending event edits, the events twin of listing revisions
 * (src/server/admin/revisions.ts): approve applies the fields and the waiting image to the live event,
 * reject keeps the live event; the author is e-mailed either way, with the reason.
 */
import { getDb } from '@/server/db/client';
import { findEventById } from '@/server/db/queries/admin';
import { insertAuditEntry } from '@/server/db/queries/audit';
import {
  decideEventRevisionRow,
  findEventRevisionById,
  listPendingEventRevisionsForAdmin,
  revisionColumns,
  updateEventFields,
} from '@/server/db/queries/event-revisions';
import { findUserById } from '@/server/db/queries/users';
import type { EventPhoto, EventRevision } from '@/server/db/schema';
import { queueMail } from '@/server/mail';
import { releaseFiles } from '@/server/photos/service';
import { geocodeEventLater } from '@/server/places/geocode-jobs';
import { eventRevisionDecisionEmail } from './emails';
import { settlePendingEventPhoto, toPublicEventPhoto } from '@/server/photos/event-photos';

export type EventRevisionDecision = { ok: true; revision: EventRevision } | { ok: false; status: 404 | 409; error: string };

export async function decideEventRevision(
  id: number,
  decision: { approved: boolean; reason?: string | null },
  who: { actorId: number; ip: string | null },
): Promise<EventRevisionDecision> {
  let released: EventPhoto[] = [];
  const result = getDb().transaction((): EventRevisionDecision => {
    const revision = findEventRevisionById({ id });
    if (!revision) return { ok: false, status: 404, error: 'Revision not found' };
    const status = decision.approved ? 'approved' : 'rejected';
    if (!decideEventRevisionRow({ id, status, reason: decision.reason ?? null, decidedBy: who.actorId }))
      return { ok: false, status: 409, error: 'This revision has already been decided.' };
    const hadPhoto = settlePendingEventPhoto(revision.eventId, decision.approved);
    released = hadPhoto;
    const event = decision.approved
      ? updateEventFields({ id: revision.eventId, changes: revisionColumns(revision.changes) })!
      : findEventById({ id: revision.eventId })!;
    if (decision.approved && revision.changes.location !== undefined) geocodeEventLater(event);
    const owner = event.ownerId === null ? undefined : findUserById({ id: event.ownerId });
    if (owner)
      queueMail({
        to: owner.email,
        ...eventRevisionDecisionEmail({
          event,
          approved: decision.approved,
          reason: decision.reason ?? null,
        }),
      });
    insertAuditEntry({
      action: decision.approved ? 'event.revision_approved' : 'event.revision_rejected',
      actorUserId: who.actorId,
      targetType: 'event',
      targetId: revision.eventId,
      ip: who.ip,
      details: { revisionId: id, fields: Object.keys(revision.changes), reason: decision.reason ?? null },
    });
    return { ok: true, revision: findEventRevisionById({ id })! };
  });
  await releaseFiles(released);
  return result;
}

const editable = ['title', 'category', 'location', 'startDate', 'endDate', 'ticketUrl', 'description'] as const;

/** The admin list: each pending event edit with the live values beside the proposed ones, and any new image. */
export function listEventRevisionsForReview() {
  return listPendingEventRevisionsForAdmin().map(({ revision, live, ownerEmail, photo }) => ({
    id: revision.id,
    eventId: revision.eventId,
    status: revision.status,
    createdAt: revision.createdAt,
    updatedAt: revision.updatedAt,
    ownerEmail,
    live: {
      ...Object.fromEntries(editable.map((k) => [k, live[k]])),
      imageUrl: live.imageUrl,
    } as Pick<typeof live, (typeof editable)[number] | 'imageUrl'>,
    proposed: revisionColumns(revision.changes),
    photo: photo ? toPublicEventPhoto(photo) : null,
  }));
}
