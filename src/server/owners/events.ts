/** Owners submit events; every submission waits for an admin's approval. */
import type { EventSubmitInput } from '@/lib/schemas/event';
import { notifyEventWaiting } from '@/server/admin/notify';
import { getDb } from '@/server/db/client';
import { insertAuditEntry } from '@/server/db/queries/audit';
import { insertEvent } from '@/server/db/queries/owner-events';
import type { Event } from '@/server/db/schema';
import { queueMail } from '@/server/mail';
import type { Actor } from './businesses';
import { eventReceivedEmail } from './emails';

export function submitEvent(owner: Actor, input: EventSubmitInput, ip: string | null): Event {
  return getDb().transaction(() => {
    const event = insertEvent({ ...input, ownerId: owner.id });
    insertAuditEntry({ action: 'event.submitted', actorUserId: owner.id, targetType: 'event', targetId: event.id, ip });
    queueMail({ to: owner.email, ...eventReceivedEmail({ firstName: owner.firstName, title: event.title }) });
    notifyEventWaiting({ title: event.title, ownerEmail: owner.email });
    return event;
  });
}
