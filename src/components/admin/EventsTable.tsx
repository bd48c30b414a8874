/** Events tab: Event Title, Date, Location, Status, Actions; moderated like listings (DESIGN §2.17). */
import { useStore } from '@nanostores/react';
import { ApprovalBadge } from '@/components/dashboard/Badge';
import type { DashboardEvent } from '@/lib/schemas/responses';
import { formatShortDate } from '@/lib/format';
import EventStatusControl from '@/components/dashboard/EventStatusControl';
import { $busy, deleteItem, setApproval, setEventStatus } from '@/stores/admin';
import ActionForm from './ActionForm';
import DecisionButtons from './DecisionButtons';
import ListControls, { useListControls } from './ListControls';
import PreviewLink from './PreviewLink';
import { AdminTable, Cell, plainButton, Row } from './Table';

const statusFilter = {
  label: 'Status',
  options: { all: 'All', pending: 'Pending', rejected: 'Rejected', approved: 'Approved' },
} as const;

export default function EventsTable({ events, timeZone }: { events: DashboardEvent[]; timeZone: string }) {
  const busy = useStore($busy);
  const list = useListControls<keyof typeof statusFilter.options>('all', statusFilter.options);
  const shown = events.filter(
    (e) => (list.filter === 'all' || e.status === list.filter) && list.hit(e.title, e.location, e.category),
  );
  return (
    <div className="grid gap-4">
      <ListControls
        id="admin-events"
        searchLabel="Search events"
        placeholder="Title, place or category"
        {...list}
        filterDef={statusFilter}
        count={shown.length}
        noun={['event', 'events']}
      />
      <AdminTable
        caption="Events, pending first"
        columns={['Event Title', 'Date', 'Location', 'Status', 'Actions']}
        empty={shown.length ? null : 'No events'}
      >
        {shown.map((e) => {
          const working = busy === `event:${e.id}` || busy === `events:${e.id}`;
          return (
            <Row key={e.id}>
              <Cell label="Event Title">
                <span className="font-medium">{e.title}</span>
                <PreviewLink href={`/events/${e.id}`} name={e.title} live={e.approved} />
              </Cell>
              <Cell label="Date">{formatShortDate(new Date(e.startDate), timeZone)}</Cell>
              <Cell label="Location">{e.location}</Cell>
              <Cell label="Status">
                <ApprovalBadge status={e.status} />
                {e.status === 'rejected' && e.rejectionReason && (
                  <span className="mt-1 block max-w-60 text-xs text-slate-700">Reason: {e.rejectionReason}</span>
                )}
              </Cell>
              <Cell label="Actions">
                <div className="grid gap-2">
                  <DecisionButtons
                    id={e.id}
                    approveAction="event.approve"
                    rejectAction={e.status === 'approved' ? 'event.unpublish' : 'event.reject'}
                    subject={e.title}
                    busy={working}
                    approveConfirm={
                      e.approved
                        ? null
                        : `Approve ${e.title}? It appears on the events calendar at once and its author is e-mailed.`
                    }
                    onApprove={() => setApproval('event', e.id, true)}
                    rejectLabel={e.status === 'approved' ? 'Unpublish event' : e.status === 'pending' ? 'Reject event' : null}
                    reader="the author"
                    onReject={(reason) => setApproval('event', e.id, false, reason)}
                  />
                  <EventStatusControl
                    title={e.title}
                    status={e.eventStatus}
                    busy={working}
                    onChange={(status) => setEventStatus(e.id, status)}
                  />
                  <div>
                    <ActionForm
                      action="event.delete"
                      id={e.id}
                      className={plainButton}
                      disabled={working}
                      confirm={`Delete ${e.title} for good? It is removed from the calendar and cannot be restored.`}
                      onRun={() => deleteItem('events', e.id)}
                      label={`Delete ${e.title}`}
                    >
                      Delete
                    </ActionForm>
                  </div>
                </div>
              </Cell>
            </Row>
          );
        })}
      </AdminTable>
    </div>
  );
}
