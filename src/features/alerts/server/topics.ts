/** What each topic means to the person reading a mail or a page, and which topics exist right now. */
import { site } from '#src/config/site.ts';
import { topicLabels } from '#src/features/alerts/alert-messages.ts';
import { eventIdOfTopic } from '#src/features/alerts/alerts.schema.ts';
import { getApprovedEvent } from '#src/features/events/server/events.queries.ts';
import { formatShortDate } from '#src/platform/format.ts';

export function describeTopic(topic: string): string {
  if (topic === 'weather' || topic === 'beach') return topicLabels[topic];
  const id = eventIdOfTopic(topic);
  const event = id === null ? undefined : getApprovedEvent({ id });
  return event ? `Changes to “${event.title}” (${formatShortDate(event.startDate, site.timeZone)})` : 'Changes to an event';
}

/** The event a topic names, when it is one people can subscribe to (approved and on the calendar). */
export const subscribableEventId = (topic: string): number | null => {
  const id = eventIdOfTopic(topic);
  return id !== null && getApprovedEvent({ id }) ? id : null;
};
