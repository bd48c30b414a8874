/** The owner's My Events rows: each event as the API shows it, and whether an edit waits for review. */
import { listEventIdsWithPendingRevision } from '#src/features/revisions/server/event-revisions.queries.ts';
import { listEventsByOwner } from './owner-events.queries.ts';
import { toOwnerEvent } from '#src/features/listings/server/views.ts';

export function listOwnerEventsWithEdits(ownerId: number) {
  const events = listEventsByOwner({ ownerId });
  const waiting = listEventIdsWithPendingRevision({ eventIds: events.map((e) => e.id) });
  return events.map((e) => ({ ...toOwnerEvent(e), pendingEdit: waiting.has(e.id) }));
}
