/**
 * Event submission rules, shared by /events/submit and POST /api/events. Dates are typed as
 * Central-time wall clock ('YYYY-MM-DDTHH:MM', a datetime-local value) or sent as RFC 3339 instants
 * (`2026-12-01T18:00:00.000Z`, what GET /api/events answers), and stored as instants.
 */
import { z } from 'zod';
import { eventCategories } from '#src/features/directory/categories.ts';
import type { EventRecurrence } from './recurrence.ts';
import { dateTimeField, optionalUrl, requiredText } from '#src/platform/schemas/fields.ts';
import { flattenRecurrence, recurrenceFieldNames, recurrenceFields, validateRecurrence } from './event-recurrence.schema.ts';

const eventMessages = {
  title: 'Event title is required',
  description: 'Please provide a description of at least 10 characters',
  category: 'Please select a category',
  location: 'Location is required',
  startDate: 'Please enter a valid start date and time',
  endDate: 'Please enter a valid end date and time',
  endBeforeStart: 'End must be after the start',
  imageUrl: 'Please enter a valid image URL',
  ticketUrl: 'Please enter a valid ticket URL',
} as const;

/** The categories with their own badge colour, then 'Other' (shown grey). */
export const eventCategoryOptions = [...eventCategories, 'Other'] as const;

/** An event's own fields without its Repeats pattern (the edit form, ./event-edit.ts, changes these). */
export function eventFieldsSchema(timeZone: string) {
  return z.object({
    title: requiredText(eventMessages.title, 3, 150),
    description: requiredText(eventMessages.description, 10, 5000),
    category: z.enum(eventCategoryOptions as unknown as [string, ...string[]], {
      error: eventMessages.category,
    }),
    location: requiredText(eventMessages.location, 2, 200),
    startDate: dateTimeField(eventMessages.startDate, timeZone),
    endDate: dateTimeField(eventMessages.endDate, timeZone),
    imageUrl: optionalUrl(eventMessages.imageUrl),
    ticketUrl: optionalUrl(eventMessages.ticketUrl),
  });
}

/**
 * `timeZone`: the site's zone (src/config/site.ts), passed in so this module stays free of config.
 * The Repeats fields (./event-recurrence.ts) become `recurrence` (null for a one-off event).
 */
export function eventSubmitSchema(timeZone: string) {
  const fields = eventFieldsSchema(timeZone)
    .extend(recurrenceFields)
    .superRefine((v, ctx) => {
      // Runs even when a field failed (zod marks the object dirty, not aborted): only compare real dates.
      if (v.startDate instanceof Date && v.endDate instanceof Date && v.endDate.getTime() <= v.startDate.getTime())
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: eventMessages.endBeforeStart });
      validateRecurrence(v, timeZone, ctx);
    })
    .transform((v) => {
      // Only reached when every check passed, so the rule reads without issues.
      const recurrence: EventRecurrence | null = validateRecurrence(v, timeZone, quiet) ?? null;
      const rest: Record<string, unknown> = { ...v };
      for (const name of recurrenceFieldNames) delete rest[name];
      return { ...(rest as Omit<typeof v, (typeof recurrenceFieldNames)[number]>), recurrence };
    });
  return z.preprocess(flattenRecurrence, fields);
}

const quiet: Pick<z.RefinementCtx, 'addIssue'> = { addIssue: () => undefined };
export type EventSubmitInput = z.infer<ReturnType<typeof eventSubmitSchema>>;
