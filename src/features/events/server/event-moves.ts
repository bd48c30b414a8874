/**
 * An approved event whose start moves keeps the start it had (schema.org `previousStartDate`, and the page's
 * "was …"): calendars and search engines then show it as rescheduled rather than as a different event.
 */
import type { Event } from '#src/platform/server/db/schema.ts';

export const movedFromColumns = (before: Event, changes: Partial<Event>): Partial<Event> =>
  before.approved && changes.startDate && changes.startDate.getTime() !== before.startDate.getTime()
    ? { previousStartDate: before.startDate }
    : {};
