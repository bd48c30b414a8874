/** 'My Events' tab. */
import { formatShortDate, formatTime } from '#src/platform/format.ts';
import type { DashboardEvent } from '#src/platform/schemas/responses.ts';
import { ApprovalBadge } from '#src/features/dashboard/Badge.tsx';
import { useStore } from '@nanostores/react';
import { $changingEvent, setMyEventStatus } from '#src/features/dashboard/dashboard.store.ts';
import EventStatusControl from './EventStatusControl.tsx';
import OwnerListSection from '#src/features/dashboard/OwnerListSection.tsx';
import RejectionNote from '#src/features/dashboard/RejectionNote.tsx';

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
        <li key={e.id} className="grid content-start gap-2 rounded-xl border border-slate-200 p-5 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="text-lg font-semibold text-slate-900">{e.title}</h3>
            <ApprovalBadge status={e.status} />
          </div>
          {e.status === 'rejected' && (
            <RejectionNote reason={e.rejectionReason} next="Edit it to correct it: saving sends it for review again." />
          )}
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
        </li>
      ))}
    </OwnerListSection>
  );
}
