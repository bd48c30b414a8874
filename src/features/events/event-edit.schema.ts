/**
 * Editing a submitted event, shared by the edit page, its island and
 * PATCH /api/events/{id}: the submission's fields and rules, each one optional (a PATCH sends what
 * changes), without the image URL (an event's image is uploaded: /api/events/{id}/photos). A series'
 * Repeats pattern is set at submission and not edited here: a changed start moves the series' first date.
 */
import type { z } from 'zod';
import { savedMessage } from '#src/features/admin/moderation.ts';
import { eventFieldsSchema } from './event.schema.ts';

export const endBeforeStartMessage = 'End must be after the start';

export function eventEditSchema(timeZone: string) {
  return eventFieldsSchema(timeZone)
    .omit({ imageUrl: true })
    .partial()
    .superRefine((v, ctx) => {
      if (v.startDate instanceof Date && v.endDate instanceof Date && v.endDate.getTime() <= v.startDate.getTime())
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: endBeforeStartMessage });
    });
}
export type EventEditInput = z.infer<ReturnType<typeof eventEditSchema>>;

/** The toast after a saved edit of an event. */
export const eventSavedMessage = savedMessage('Event', {
  backToReview: 'Your corrected event waits for our team again; it appears on the calendar once approved.',
  pendingRevision:
    'Your changes are saved. They will show once our team approves them; until then the calendar shows your event as it is.',
});
