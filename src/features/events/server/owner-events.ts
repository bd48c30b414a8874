/** Owners submit events; every submission waits for an admin's approval. */
import { site } from '#src/config/site.ts';
import { eventSubmitSchema, type EventSubmitInput } from '#src/features/events/event.schema.ts';
import { notifyEventWaiting } from '#src/features/admin/server/notify.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { insertEvent } from './owner-events.queries.ts';
import type { Event } from '#src/platform/server/db/schema.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { queueMail } from '#src/platform/server/mail/index.ts';
import { geocodeEventLater } from '#src/features/places/server/geocode-jobs.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';
import type { Actor } from '#src/features/listings/server/businesses.ts';
import { eventReceivedEmail } from '#src/features/listings/server/emails.ts';
import { submissionLimit } from '#src/features/listings/server/limits.ts';

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
