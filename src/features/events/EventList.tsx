/** 'My Events' tab. */
import { formatShortDate, formatTime } from '#src/platform/format.ts';
import type { DashboardEvent } from '#src/platform/schemas/responses.ts';
import { useStore } from '@nanostores/react';
import { $changingEvent, setMyEventStatus } from '#src/features/dashboard/dashboard.store.ts';
import EventStatusControl from './EventStatusControl.tsx';
import OwnerListSection from '#src/features/dashboard/OwnerListSection.tsx';
import OwnerItem from '#src/features/dashboard/OwnerItem.tsx';

export default function EventList({ events, timeZone, city }: { events: DashboardEvent[]; timeZone: string; city: string }) {
  const changing = useStore($changingEvent);
  return (
    <OwnerListSection
      id="my-events-heading"
      title="Your Events"
      add={{ href: '/events/submit', label: 'Submit Event', emptyLabel: 'Submit an Event' }}
      empty={events.length ? null : { title: 'No events submitted', text: `Share your events with the ${city} community` }}
    >
      {events.map((e) => (
        <OwnerItem
          key={e.id}
          title={e.title}
          item={e}
          gap="gap-2"
          next="Edit it to correct it: saving sends it for review again."
        >
          <p className="text-sm text-slate-700">
            {formatShortDate(new Date(e.startDate), timeZone)}, {formatTime(new Date(e.startDate), timeZone)} · {e.location}
          </p>
          <p className="line-clamp-3 text-slate-800">{e.description}</p>
          {e.pendingEdit && (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="note">
              Your changes wait for review; the calendar shows the event as it was until then.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <a href={`/dashboard/events/${e.id}`} className="btn-outline min-h-11" aria-label={`Edit ${e.title}`}>
              Edit
            </a>
            {e.status === 'approved' && (
              <a href={`/events/${e.id}`} className="btn-outline min-h-11" aria-label={`View ${e.title} on the calendar`}>
                View
              </a>
            )}
          </div>
          {e.status !== 'rejected' && (
            <EventStatusControl
              title={e.title}
              status={e.eventStatus}
              busy={changing === e.id}
              onChange={(status) => setMyEventStatus(e.id, status)}
            />
          )}
        </OwnerItem>
      ))}
    </OwnerListSection>
  );
}
