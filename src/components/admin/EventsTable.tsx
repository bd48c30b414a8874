/** Events tab: Event Title, Date, Location, Status, Actions. */
import { useStore } from '@nanostores/react';
import { ApprovalBadge } from '@/components/dashboard/Badge';
import type { DashboardEvent } from '@/lib/dashboard-types';
import { formatShortDate } from '@/lib/format';
import { $busy, deleteItem } from '@/stores/admin';
import ApprovalButtons from './ApprovalButtons';
import { AdminTable, cell, plainButton } from './Table';

export default function EventsTable({ events, timeZone }: { events: DashboardEvent[]; timeZone: string }) {
  const busy = useStore($busy);
  return (
    <AdminTable
      caption="Events, pending first"
      columns={['Event Title', 'Date', 'Location', 'Status', 'Actions']}
      empty={events.length ? null : 'No events'}
    >
      {events.map((e) => {
        const working = busy === `event:${e.id}` || busy === `events:${e.id}`;
        return (
          <tr key={e.id}>
            <td className={`${cell} font-medium`}>{e.approved ? <a href={`/events/${e.id}`}>{e.title}</a> : e.title}</td>
            <td className={cell}>{formatShortDate(new Date(e.startDate), timeZone)}</td>
            <td className={cell}>{e.location}</td>
            <td className={cell}>
              <ApprovalBadge approved={e.approved} />
            </td>
            <td className={cell}>
              <div className="flex flex-wrap gap-2">
                <ApprovalButtons kind="event" id={e.id} name={e.title} approved={e.approved} working={working} />
                <button
                  type="button"
                  className={plainButton}
                  disabled={working}
                  onClick={() => window.confirm(`Delete ${e.title} for good?`) && deleteItem('events', e.id)}
                  aria-label={`Delete ${e.title}`}
                >
                  Delete
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
