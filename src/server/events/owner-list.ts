/** The owner's My Events rows: each event as the API shows it, and whether an edit waits for review. */
import { listEventIdsWithPendingRevision } from '@/server/db/queries/event-revisions';
import { listEventsByOwner } from '@/server/db/queries/owner-events';
import { toOwnerEvent } from '@/server/owners/views';

export function listOwnerEventsWithEdits(ownerId: number) {
  const events = listEventsByOwner({ ownerId });
  const waiting = listEventIdsWithPendingRevision({ eventIds: events.map((e) => e.id) });
  return events.map((e) => ({ ...toOwnerEvent(e), pendingEdit: waiting.has(e.id) }));
}
