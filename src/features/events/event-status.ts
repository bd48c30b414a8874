/**
 * Whether an event still takes place: scheduled, cancelled or postponed. Independent of
 * moderation: a cancelled event stays listed, with a badge, so people who planned on it find out.
 */
import { z } from 'zod';

const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const eventStatusLabels: Record<EventStatus, string> = {
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
};

/** schema.org `eventStatus` values. */
export const schemaOrgEventStatus: Record<EventStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
};

/** Body of PATCH /api/events/{id}/status. */
export const eventStatusSchema = z.object({
  status: z.enum(EVENT_STATUSES, { message: 'Status must be scheduled, cancelled or postponed' }),
});

/** What the confirmation asks before the change (the owner's and the admin's control). */
export function eventStatusConfirm(title: string, status: EventStatus): string {
  if (status === 'cancelled')
    return `Cancel ${title}? It stays on the calendar marked Cancelled, and calendar apps that added it show it as cancelled.`;
  if (status === 'postponed') return `Mark ${title} as postponed? It stays on the calendar with a Postponed badge.`;
  return `Put ${title} back on schedule? The Cancelled or Postponed badge is removed.`;
}
