/**
 * Changing whether an event takes place. The author may cancel, postpone or reinstate their own event and
 * an admin any event; it stays approved (the change is a fact about the event, not new content to review),
 * is audited, and is e-mailed to the event's alert subscribers.
 */
import type { EventStatus } from '#src/features/events/event-status.ts';
import { findEventById } from '#src/features/admin/server/admin.queries.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { updateEventStatus } from './event-status.queries.ts';
import type { Event } from '#src/platform/server/db/schema.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { fail, type Outcome } from '#src/platform/server/failure.ts';
import { alertEventStatus } from '#src/features/alerts/server/event-changes.ts';

type Actor = { id: number; role: 'user' | 'admin' };

export function changeEventStatus(
  actor: Actor,
  id: number,
  status: EventStatus,
  ip: string | null,
): Outcome<{ event: Event }, 403 | 404> {
  return getDb().transaction(() => {
    const event = findEventById({ id });
    if (!event) return fail(404, 'Event not found');
    if (actor.role !== 'admin' && event.ownerId !== actor.id) return fail(403, 'You can only change your own events');
    const updated = updateEventStatus({ id, status })!;
    insertAuditEntry({
      action: 'event.status',
      actorUserId: actor.id,
      targetType: 'event',
      targetId: id,
      ip,
      details: { from: event.eventStatus, to: status },
    });
    // Those who asked to be told hear of a real change, once; the same status again is no news.
    if (event.eventStatus !== status) alertEventStatus(updated);
    return { ok: true, event: updated } as const;
  });
}
