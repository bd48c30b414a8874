/** Owners submit events; every submission waits for an admin's approval. */
import { site } from '@/config/site';
import { eventSubmitSchema, type EventSubmitInput } from '@/lib/schemas/event';
import { notifyEventWaiting } from '@/server/admin/notify';
import { getDb } from '@/server/db/client';
import { insertAuditEntry } from '@/server/db/queries/audit';
import { insertEvent } from '@/server/db/queries/owner-events';
import type { Event } from '@/server/db/schema';
import type { PageFormSpec } from '@/server/forms/page-form';
import { queueMail } from '@/server/mail';
import { geocodeEventLater } from '@/server/places/geocode-jobs';
import { clientIp } from '@/server/security/rate-limit';
import type { Actor } from './businesses';
import { eventReceivedEmail } from './emails';
import { submissionLimit } from './limits';

export function submitEvent(owner: Actor, input: EventSubmitInput, ip: string | null): Event {
  return getDb().transaction(() => {
    const event = insertEvent({ ...input, ownerId: owner.id });
    insertAuditEntry({ action: 'event.submitted', actorUserId: owner.id, targetType: 'event', targetId: event.id, ip });
    queueMail({ to: owner.email, ...eventReceivedEmail({ title: event.title }) });
    notifyEventWaiting({ title: event.title, ownerEmail: owner.email });
    geocodeEventLater(event);
    return event;
  });
}

/** /events/submit without JavaScript (the island posts the same fields to POST /api/events). */
export const eventSubmitForm = (page: { clientAddress: string }, owner: Actor): PageFormSpec<EventSubmitInput> => ({
  schema: eventSubmitSchema(site.timeZone),
  limit: submissionLimit,
  act: (input) => {
    submitEvent(owner, input, clientIp(page));
    return {
      ok: true,
      redirectTo: '/dashboard?tab=events',
      flash: { title: 'Event Submitted', description: 'Thank you! Your event will appear on the calendar once it is approved.' },
    };
  },
});
