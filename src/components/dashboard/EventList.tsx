/** 'My Events' tab (spec §2 Business dashboard). */
import { formatShortDate, formatTime } from '@/lib/format';
import type { DashboardEvent } from '@/lib/schemas/responses';
import { ApprovalBadge } from './Badge';
import { useStore } from '@nanostores/react';
import { $changingEvent, setMyEventStatus } from '@/stores/dashboard';
import EventStatusControl from './EventStatusControl';
import OwnerListSection from './OwnerListSection';
import RejectionNote from './RejectionNote';

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
            <RejectionNote reason={e.rejectionReason} next="You can submit a corrected event with Submit Event." />
          )}
          <p className="text-sm text-slate-700">
            {formatShortDate(new Date(e.startDate), timeZone)}, {formatTime(new Date(e.startDate), timeZone)} · {e.location}
          </p>
          <p className="line-clamp-3 text-slate-800">{e.description}</p>
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
