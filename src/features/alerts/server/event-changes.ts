/**
 * The `event:{id}` topics: an event people planned around being cancelled, postponed, put back on, or given a new
 * time or place. Calendar apps that subscribed to the feed drop a cancelled event silently and rarely show a new
 * time, so a mail is how people hear. Each change is mailed once: its key is the event's updatedAt, which every
 * change moves on.
 */
import { site } from '#src/config/site.ts';
import type { EventStatus } from '#src/features/events/event-status.ts';
import { formatEventWhen } from '#src/platform/format.ts';
import type { Event } from '#src/platform/server/db/schema.ts';
import { siteLink } from '#src/platform/server/mail/index.ts';
import { sendAlertOnce } from './send.ts';

const when = (event: Pick<Event, 'startDate' | 'endDate'>): string => {
  const { date, time } = formatEventWhen(event.startDate, event.endDate, site.timeZone);
  return `${date}, ${time}`;
};

const eventLink = (event: Event) => ({ label: 'See the event', url: siteLink(`/events/${event.id}`) });

const statusNews: Record<EventStatus, (event: Event) => { subject: string; paragraph: string }> = {
  cancelled: (e) => ({
    subject: `Cancelled: ${e.title}`,
    paragraph: `“${e.title}”, planned for ${when(e)}, has been cancelled.`,
  }),
  postponed: (e) => ({
    subject: `Postponed: ${e.title}`,
    paragraph: `“${e.title}” has been postponed: it will not take place as planned (${when(e)}). We will write again when it gets a new date.`,
  }),
  scheduled: (e) => ({
    subject: `Back on: ${e.title}`,
    paragraph: `“${e.title}” is on again as planned: ${when(e)}, ${e.location}.`,
  }),
};

/** After an event's status changed (the caller checked it did); only approved events have subscribers. */
export function alertEventStatus(event: Event, now = new Date()): number | null {
  if (!event.approved) return null;
  const news = statusNews[event.eventStatus](event);
  return sendAlertOnce({
    topic: `event:${event.id}`,
    key: `event:${event.id}:status:${event.eventStatus}:${event.updatedAt.getTime()}`,
    now,
    content: { subject: news.subject, heading: news.subject, paragraphs: [news.paragraph], link: eventLink(event) },
  });
}

/** After an approved edit: mails when the start, end or place changed, saying what it was and what it is now. */
export function alertEventMoved(before: Event, after: Event, now = new Date()): number | null {
  if (!after.approved) return null;
  const moved = before.startDate.getTime() !== after.startDate.getTime() || before.endDate.getTime() !== after.endDate.getTime();
  const placed = before.location !== after.location;
  if (!moved && !placed) return null;
  const what = moved && placed ? 'New time and place' : moved ? 'New time' : 'New place';
  return sendAlertOnce({
    topic: `event:${after.id}`,
    key: `event:${after.id}:moved:${after.updatedAt.getTime()}`,
    now,
    content: {
      subject: `${what}: ${after.title}`,
      heading: `${what}: ${after.title}`,
      paragraphs: [
        `“${after.title}” is now ${when(after)}, at ${after.location}.`,
        `It was ${when(before)}, at ${before.location}.`,
        ...(after.eventStatus === 'scheduled' ? [] : [`It is still marked ${after.eventStatus}.`]),
      ],
      link: eventLink(after),
    },
  });
}
