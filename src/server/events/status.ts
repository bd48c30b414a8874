/**
 * Changing whether an event takes place. The author may cancel, postpone or reinstate their own event and
 * an admin any event; it stays approved (the change is a fact about the event, not new content to review)
 * and is audited.
 */
import type { EventStatus } from '@/lib/event-status';
import { findEventById } from '@/server/db/queries/admin';
import { insertAuditEntry } from '@/server/db/queries/audit';
import { updateEventStatus } from '@/server/db/queries/event-status';
import type { Event } from '@/server/db/schema';
import { getDb } from '@/server/db/client';
import { fail, type Outcome } from '@/server/failure';

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
    return { ok: true, event: updated } as const;
  });
}
