/**
 * Editing a submitted event, for its author or an admin. The same rule as listings:
 * on an APPROVED event the author's changes wait as a pending revision and the calendar
 * keeps the approved version until an admin decides; a pending event changes at once, and saving a
 * rejected one re-submits it (pending again, back in the admins' queue). An admin's own edit applies at
 * once: they are the moderators.
 */
import { site } from '#src/config/site.ts';
import {
  endBeforeStartMessage,
  eventEditSchema,
  eventSavedMessage,
  type EventEditInput,
} from '#src/features/events/event-edit.schema.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { findEventById } from '#src/features/admin/server/admin.queries.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import {
  findPendingEventRevision,
  revisionColumns,
  savePendingEventRevision,
  updateEventFields,
} from '#src/features/revisions/server/event-revisions.queries.ts';
import type { Event, EventRevision, EventRevisionChanges } from '#src/platform/server/db/schema.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { queueMail } from '#src/platform/server/mail/index.ts';
import type { Actor } from '#src/features/listings/server/businesses.ts';
import { eventEditLimit } from '#src/features/listings/server/limits.ts';
import { geocodeEventLater } from '#src/features/places/server/geocode-jobs.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';
import { eventResubmittedEmail, eventRevisionWaitingEmail } from './emails.ts';
import { movedFromColumns } from './event-moves.ts';
import { alertEventMoved } from '#src/features/alerts/server/event-changes.ts';
import type { Failure } from '#src/platform/server/failure.ts';

export type EventEditResult =
  | { ok: true; event: Event; pendingRevision: EventRevision | null; backToReview: boolean }
  | Failure<400 | 403 | 404>;

const editMessages = {
  notFound: 'Event not found',
  forbidden: 'You can only edit your own events',
  nothing: 'Nothing to change: send at least one field',
} as const;

/** The edit's fields in revision form (dates as ms), each only when it differs from `base`. */
function differences(base: Event, input: EventEditInput, keep: EventRevisionChanges = {}): EventRevisionChanges {
  const out: EventRevisionChanges = {};
  for (const key of ['title', 'description', 'category', 'location', 'ticketUrl'] as const) {
    const value = input[key];
    if (value !== undefined && (value !== base[key] || key in keep)) Object.assign(out, { [key]: value });
  }
  for (const key of ['startDate', 'endDate'] as const) {
    const value = input[key]?.getTime();
    if (value !== undefined && (value !== base[key].getTime() || key in keep)) out[key] = value;
  }
  return out;
}

export function editEvent(actor: Actor, id: number, input: EventEditInput, ip: string | null): EventEditResult {
  if (Object.values(input).every((v) => v === undefined)) return { ok: false, status: 400, error: editMessages.nothing };
  return getDb().transaction((): EventEditResult => {
    const current = findEventById({ id });
    if (!current) return { ok: false, status: 404, error: editMessages.notFound };
    const admin = actor.role === 'admin';
    if (!admin && current.ownerId !== actor.id) return { ok: false, status: 403, error: editMessages.forbidden };
    const waiting = findPendingEventRevision({ eventId: id });
    const viaReview = current.approved && !admin;
    const changes = differences(current, input, viaReview ? waiting?.changes : undefined);
    // The dates as they will stand once this edit (and anything already waiting) applies.
    const after = {
      ...current,
      ...(viaReview ? revisionColumns({ ...waiting?.changes, ...changes }) : revisionColumns(changes)),
    };
    if (after.endDate.getTime() <= after.startDate.getTime())
      return { ok: false, status: 400, error: endBeforeStartMessage, errors: { endDate: [endBeforeStartMessage] } };

    const hasChanges = Object.keys(changes).length > 0;
    const backToReview = !current.approved && current.rejectedAt !== null && !admin;
    let event = current;
    let pendingRevision = waiting ?? null;
    if (viaReview && hasChanges) {
      pendingRevision = savePendingEventRevision({ eventId: id, userId: actor.id, changes });
      queueMail({ to: site.email, ...eventRevisionWaitingEmail({ title: current.title, ownerEmail: actor.email }) });
    } else if (!viaReview && (hasChanges || backToReview)) {
      const columns = revisionColumns(changes);
      event = updateEventFields({
        id,
        changes: {
          ...columns,
          ...movedFromColumns(current, columns),
          ...(backToReview ? { rejectedAt: null, rejectionReason: null } : {}),
        },
      })!;
      alertEventMoved(current, event);
      if (backToReview) queueMail({ to: site.email, ...eventResubmittedEmail({ title: event.title, ownerEmail: actor.email }) });
      if (changes.location !== undefined) geocodeEventLater(event);
    }
    insertAuditEntry({
      action: 'event.updated',
      actorUserId: actor.id,
      targetType: 'event',
      targetId: id,
      ip,
      details: { fields: Object.keys(changes), viaReview, backToReview },
    });
    return { ok: true, event, pendingRevision, backToReview };
  });
}

/** /dashboard/events/{id} without JavaScript (the island sends the same fields to PATCH /api/events/{id}). */
export const eventEditForm = (page: { clientAddress: string }, actor: Actor, id: number): PageFormSpec<EventEditInput> => ({
  schema: eventEditSchema(site.timeZone),
  limit: eventEditLimit,
  act: (input) => {
    const result = editEvent(actor, id, input, clientIp(page));
    if (!result.ok) return result;
    return {
      ok: true,
      redirectTo: '/dashboard?tab=events',
      flash: eventSavedMessage({ pendingRevision: result.pendingRevision !== null, backToReview: result.backToReview }),
    };
  },
});
